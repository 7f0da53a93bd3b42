#include "script/rules_version.hpp"

#include "game_api/player_view.hpp"
#include "script/mod_list.hpp"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <system_error>

namespace wumpus::script {
namespace fs = std::filesystem;
namespace {

std::optional<int> whole_number(const std::string& text) {
  int value = 0;
  const auto [end, problem] =
      std::from_chars(text.data(), text.data() + text.size(), value);
  if (problem != std::errc() || end != text.data() + text.size() || value < 1 ||
      value > game_api::kMaxRulesVersion)
    return std::nullopt;
  return value;
}

// The version rules.conf names: Luanti's key = value lines, as a mod.conf.
std::optional<int> newest_version(const std::string& scripts_dir,
                                  std::vector<std::string>* warnings,
                                  std::string* error) {
  const fs::path conf = fs::path(scripts_dir) / "rules.conf";
  std::error_code code;
  if (!fs::exists(conf, code)) return 1;
  ModInfo read;
  if (!read_mod_conf(conf.string(), &read, warnings, error))
    return std::nullopt;
  const auto version = whole_number(read.version);
  if (!version)
    *error = conf.string() + ": version must be a whole number from 1, not '" +
             read.version + "'";
  return version;
}

std::string listed(const std::vector<int>& versions) {
  std::string text;
  for (const int version : versions)
    text += (text.empty() ? "" : ", ") + std::to_string(version);
  return text;
}

}  // namespace

std::vector<int> kept_versions(const std::string& scripts_dir, int newest) {
  std::vector<int> versions{newest};
  std::error_code code;
  for (fs::directory_iterator it(fs::path(scripts_dir) / "versions", code), end;
       !code && it != end; it.increment(code))
    if (const auto version = whole_number(it->path().filename().string());
        version && it->is_directory(code) && *version != newest)
      versions.push_back(*version);
  std::sort(versions.begin(), versions.end());
  return versions;
}

std::optional<BuiltinRules> find_builtin_rules(
    const std::string& scripts_dir, int version,
    std::vector<std::string>* warnings, std::string* error) {
  const auto newest = newest_version(scripts_dir, warnings, error);
  if (!newest) return std::nullopt;
  if (version == 0 || version == *newest)
    return BuiltinRules{*newest, scripts_dir};
  const fs::path frozen =
      fs::path(scripts_dir) / "versions" / std::to_string(version);
  std::error_code code;
  if (fs::is_directory(frozen, code))
    return BuiltinRules{version, frozen.string()};
  *error = "rules version " + std::to_string(version) +
           " is not among those this wumpus keeps (" +
           listed(kept_versions(scripts_dir, *newest)) + ", in " + scripts_dir +
           ")" + (version > *newest ? "; a newer wumpus made it" : "");
  return std::nullopt;
}

}  // namespace wumpus::script
