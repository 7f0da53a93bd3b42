// Typed, range-checked reads from a parsed JSON document (saves, views,
// protocol messages): each read names the field it failed on, so damaged
// or hostile input gets an exact message instead of an exception or a
// silently wrong value.
#pragma once

#include "game_api/guess_policy.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace wumpus::game_api {

// The largest id a JSON field may hold: ids are 32 bits wide, and the
// largest of all means "none" (maze::kNoRoom), which views and messages
// may send but saves never store for a thing that exists.
inline constexpr std::int64_t kMaxIdOrNone = 0xffffffff;
inline constexpr std::int64_t kMaxId = kMaxIdOrNone - 1;

class JsonReader {
 public:
  explicit JsonReader(std::string* error) : error_(error) {}

  // False (with the error set) unless json[key] exists and has the type.
  const nlohmann::json* field(const nlohmann::json& json,
                              const std::string& key,
                              nlohmann::json::value_t type,
                              const std::string& where) {
    if (!json.is_object() || !json.contains(key))
      return fail(where + "." + key, "missing");
    const auto& value = json[key];
    const bool number_ok = type == nlohmann::json::value_t::number_integer &&
                           value.is_number_integer();
    if (value.type() != type && !number_ok)
      return fail(where + "." + key, "has the wrong type");
    return &value;
  }

  bool integer(const nlohmann::json& json, const std::string& key,
               std::int64_t low, std::int64_t high, std::int64_t* out,
               const std::string& where) {
    const auto* value =
        field(json, key, nlohmann::json::value_t::number_integer, where);
    if (!value) return false;
    if (value->is_number_unsigned() &&
        value->get<std::uint64_t>() >
            std::uint64_t(std::numeric_limits<std::int64_t>::max()))
      return fail(where + "." + key, "is out of range") != nullptr;
    const auto number = value->get<std::int64_t>();
    if (number < low || number > high)
      return fail(where + "." + key, "is out of range") != nullptr;
    *out = number;
    return true;
  }

  template <typename T>
  bool number(const nlohmann::json& json, const std::string& key,
              std::int64_t low, std::int64_t high, T* out,
              const std::string& where) {
    std::int64_t value = 0;
    if (!integer(json, key, low, high, &value, where)) return false;
    *out = static_cast<T>(value);
    return true;
  }

  bool string(const nlohmann::json& json, const std::string& key,
              std::string* out, const std::string& where) {
    const auto* value =
        field(json, key, nlohmann::json::value_t::string, where);
    if (value) *out = value->get<std::string>();
    return value != nullptr;
  }

  bool boolean(const nlohmann::json& json, const std::string& key, bool* out,
               const std::string& where) {
    const auto* value =
        field(json, key, nlohmann::json::value_t::boolean, where);
    if (value) *out = value->get<bool>();
    return value != nullptr;
  }

  const nlohmann::json* array(const nlohmann::json& json,
                              const std::string& key,
                              const std::string& where) {
    return field(json, key, nlohmann::json::value_t::array, where);
  }

  const nlohmann::json* object(const nlohmann::json& json,
                               const std::string& key,
                               const std::string& where) {
    return field(json, key, nlohmann::json::value_t::object, where);
  }

  // A string of at most `limit` bytes.
  bool text(const nlohmann::json& json, const std::string& key,
            std::size_t limit, std::string* out, const std::string& where) {
    if (!string(json, key, out, where)) return false;
    if (out->size() > limit)
      return fail(where + "." + key, "is too long") != nullptr;
    return true;
  }

  // An array of at most `limit` strings of at most `each` bytes.
  bool strings(const nlohmann::json& json, const std::string& key,
               std::size_t limit, std::size_t each,
               std::vector<std::string>* out, const std::string& where) {
    const auto* list = array(json, key, where);
    if (!list) return false;
    if (list->size() > limit)
      return fail(where + "." + key, "is too long") != nullptr;
    for (const auto& item : *list) {
      if (!item.is_string() || item.get_ref<const std::string&>().size() > each)
        return fail(where + "." + key, "must hold short strings") != nullptr;
      out->push_back(item.get<std::string>());
    }
    return true;
  }

  // json["policy"]: "guess" or "deduce".
  bool guess_policy(const nlohmann::json& json, GuessPolicy* out,
                    const std::string& where) {
    std::string name;
    if (!string(json, "policy", &name, where)) return false;
    const auto policy = guess_policy_from_name(name);
    if (!policy)
      return fail(where + ".policy", "must be \"guess\" or \"deduce\"") !=
             nullptr;
    *out = *policy;
    return true;
  }

  std::string* error() const { return error_; }

  std::nullptr_t fail(const std::string& where, const std::string& what) {
    *error_ = "field " + where + " " + what;
    return nullptr;
  }

 private:
  std::string* error_;
};

}  // namespace wumpus::game_api
