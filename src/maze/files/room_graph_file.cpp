#include "maze/files/room_graph_file.hpp"

#include "base/data_file.hpp"
#include "base/escaped.hpp"
#include "maze/maze.hpp"

#include <fmt/core.h>

#include <charconv>
#include <unordered_set>
#include <vector>

namespace wumpus::maze {
namespace {

// Splits off the next whitespace-separated word of `rest`.
std::string_view next_word(std::string_view& rest) {
  const auto begin = rest.find_first_not_of(" \t");
  if (begin == std::string_view::npos) {
    rest = {};
    return {};
  }
  rest.remove_prefix(begin);
  const auto end = std::min(rest.find_first_of(" \t"), rest.size());
  const std::string_view word = rest.substr(0, end);
  rest.remove_prefix(end);
  return word;
}

std::optional<std::uint32_t> parse_number(std::string_view word) {
  std::uint32_t value = 0;
  const auto [end, status] =
      std::from_chars(word.data(), word.data() + word.size(), value);
  if (status != std::errc{} || end != word.data() + word.size())
    return std::nullopt;
  return value;
}

std::string_view trim(std::string_view text) {
  const auto begin = text.find_first_not_of(" \t");
  if (begin == std::string_view::npos) return {};
  const auto end = text.find_last_not_of(" \t");
  return text.substr(begin, end - begin + 1);
}

// Reads the file line by line, keeping the line number for messages.
class GraphParser {
 public:
  GraphParser(const std::string& name, std::string* error)
      : name_(base::escaped(name)), error_(error) {}

  std::optional<RoomGraph> parse(std::string_view text) {
    while (!text.empty()) {
      std::string_view rest = base::next_line(text);
      ++line_;
      if (rest.size() > kMaxGraphLine) {
        fail(fmt::format("the line is longer than {} characters",
                         kMaxGraphLine));
        return std::nullopt;
      }
      rest = rest.substr(0, rest.find('#'));
      if (trim(rest).empty()) continue;
      if (!parse_line(rest)) return std::nullopt;
    }
    if (!declared_) fail_file("no `rooms N` line");
    if (!declared_ || !check_connected()) return std::nullopt;
    if (!graph_.names.empty()) {
      for (std::uint32_t r = 0; r < graph_.room_count; ++r)
        if (graph_.names[r].empty()) graph_.names[r] = std::to_string(r);
    }
    return std::move(graph_);
  }

 private:
  bool parse_line(std::string_view rest) {
    const std::string_view first = next_word(rest);
    if (first == "rooms") return parse_rooms(rest);
    if (!declared_) return fail("the file must start with `rooms N`");
    if (first == "name") return parse_name(rest);
    const auto a = parse_number(first);
    const auto b = parse_number(next_word(rest));
    if (!a || !b || !trim(rest).empty())
      return fail("expected `A B` (a passage), `name A text` or `rooms N`");
    return add_edge(*a, *b);
  }

  bool parse_rooms(std::string_view rest) {
    if (declared_) return fail("`rooms` given twice");
    const auto count = parse_number(next_word(rest));
    if (!count || !trim(rest).empty() || *count == 0 || *count > kMaxGraphRooms)
      return fail(fmt::format("expected `rooms N` with N from 1 to {}",
                              kMaxGraphRooms));
    declared_ = true;
    graph_.room_count = *count;
    degree_.assign(*count, 0);
    return true;
  }

  bool parse_name(std::string_view rest) {
    const auto room = parse_number(next_word(rest));
    const std::string_view text = trim(rest);
    if (!room || text.empty()) return fail("expected `name A text`");
    if (!check_room(*room)) return false;
    // Names are printed in mazes and messages: no escape sequences.
    if (base::escaped(text) != text)
      return fail(
          fmt::format("the name of room {} has a control character", *room));
    graph_.names.resize(graph_.room_count);
    if (!graph_.names[*room].empty())
      return fail(fmt::format("room {} is named twice", *room));
    graph_.names[*room] = text;
    return true;
  }

  bool check_room(std::uint32_t room) {
    if (room < graph_.room_count) return true;
    return fail(fmt::format("room {} is out of range (rooms are 0 to {})", room,
                            graph_.room_count - 1));
  }

  bool add_edge(std::uint32_t a, std::uint32_t b) {
    if (!check_room(a) || !check_room(b)) return false;
    if (a == b) return fail(fmt::format("room {} is joined to itself", a));
    const std::uint64_t key =
        std::uint64_t{std::min(a, b)} << 32 | std::max(a, b);
    if (!seen_.insert(key).second)
      return fail(fmt::format("the passage {} {} is listed twice", a, b));
    for (std::uint32_t room : {a, b}) {
      if (++degree_[room] > static_cast<std::uint32_t>(Maze::kMaxNeighbors))
        return fail(fmt::format("room {} has more than {} passages", room,
                                Maze::kMaxNeighbors));
    }
    graph_.edges.emplace_back(a, b);
    return true;
  }

  bool check_connected() {
    std::vector<std::vector<RoomId>> adjacent(graph_.room_count);
    for (auto [a, b] : graph_.edges) {
      adjacent[a].push_back(b);
      adjacent[b].push_back(a);
    }
    std::vector<bool> seen(graph_.room_count, false);
    std::vector<RoomId> stack{0};
    seen[0] = true;
    while (!stack.empty()) {
      const RoomId room = stack.back();
      stack.pop_back();
      for (RoomId next : adjacent[room]) {
        if (seen[next]) continue;
        seen[next] = true;
        stack.push_back(next);
      }
    }
    for (RoomId r = 0; r < graph_.room_count; ++r) {
      if (!seen[r])
        return fail_file(fmt::format(
            "room {} cannot be reached from room 0 (a maze must reach every "
            "room)",
            r));
    }
    return true;
  }

  bool fail(const std::string& message) {
    *error_ = fmt::format("{}:{}: {}", name_, line_, message);
    return false;
  }
  bool fail_file(const std::string& message) {
    *error_ = fmt::format("{}: {}", name_, message);
    return false;
  }

  const std::string name_;
  std::string* error_;
  int line_ = 0;
  bool declared_ = false;
  RoomGraph graph_;
  std::vector<std::uint32_t> degree_;
  std::unordered_set<std::uint64_t> seen_;
};

}  // namespace

std::optional<RoomGraph> parse_room_graph(std::string_view text,
                                          const std::string& name,
                                          std::string* error) {
  return GraphParser(name, error).parse(text);
}

std::optional<RoomGraph> read_room_graph_file(const std::string& path,
                                              std::string* error) {
  const auto text =
      base::read_data_file(path, "room graph file", kMaxGraphFileBytes, error);
  if (!text) return std::nullopt;
  return parse_room_graph(*text, path, error);
}

}  // namespace wumpus::maze
