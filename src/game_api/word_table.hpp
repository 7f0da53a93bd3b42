// Two-way lookups in a small table of (value, word) pairs: the words of
// the verbs, the requests and the kinds of a mod verb's argument.
#pragma once

#include <optional>
#include <string_view>
#include <type_traits>

namespace wumpus::game_api {

// The word of `value`, or `none` when the table does not list it.
template <typename Table, typename Value, typename Word>
Word word_in(const Table& table, Value value, Word none) {
  for (const auto& [known, word] : table)
    if (known == value) return word;
  return none;
}

// The value whose word is `word`, if any.
template <typename Table>
auto value_in(const Table& table, std::string_view word)
    -> std::optional<std::remove_cvref_t<decltype(table.begin()->first)>> {
  for (const auto& [value, known] : table)
    if (word == known) return value;
  return std::nullopt;
}

}  // namespace wumpus::game_api
