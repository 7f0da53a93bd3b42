// Mods on disk: finding them in the mods directories, reading each one's
// mod.conf (Luanti's format: name, description, depends,
// optional_depends, version, save_compatible; and setting.NAME lines)
// and putting them in load
// order, dependencies first, then by name.
#pragma once

#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace wumpus::script {

struct ModInfo {
  std::string name;  // from mod.conf, else the folder or file name
  std::string description;
  std::string version;          // "" when mod.conf names none
  std::string save_compatible;  // saves of this version on still load
  std::vector<std::string> depends;
  std::vector<std::string> optional_depends;
  // `setting.NAME = DEFAULT` lines, in order: what a player may change
  // (--set MOD.NAME=VALUE), read with game.setting(mod, name).
  std::vector<std::pair<std::string, std::string>> settings;
  std::string path;                // the folder, or the file of a one-file mod
  std::vector<std::string> files;  // its *.lua files, alphabetically
};

// A mod's settings: a few numbers and words.
inline constexpr std::size_t kMaxSettingsPerMod = 64;
inline constexpr std::size_t kMaxSettingBytes = 256;

// The most a mod.conf may hold: a few lines in practice.
inline constexpr std::size_t kMaxModConfBytes = std::size_t{64} << 10;

// Reads a mod.conf (a regular file of at most kMaxModConfBytes); false
// with *error naming the file and line. Unknown keys are not errors
// (Luanti's mod.conf has more) but go to *warnings.
bool read_mod_conf(const std::string& path, ModInfo* mod,
                   std::vector<std::string>* warnings, std::string* error);
// The same from the file's text; `path` only names it in messages.
bool parse_mod_conf(std::string_view text, const std::string& path,
                    ModInfo* mod, std::vector<std::string>* warnings,
                    std::string* error);

// Every mod in the given directories: each *.lua file is a one-file mod,
// each folder holding *.lua files a folder mod. A mod hides one of the
// same name in a later directory (a warning). False with *error when a
// directory or a mod.conf cannot be read, or two mods of one directory
// share a name.
bool find_mods(const std::vector<std::string>& dirs, std::vector<ModInfo>* mods,
               std::vector<std::string>* warnings, std::string* error);

// The mods to load, in load order: `enabled` (all of `mods` when
// nothing) and what they depend on, each after its dependencies (hard
// and optional ones present), ties by name. False with *error for a
// missing dependency (naming the `searched` directories) or a circle.
bool order_mods(const std::vector<ModInfo>& mods,
                const std::optional<std::set<std::string>>& enabled,
                const std::vector<std::string>& searched,
                std::vector<ModInfo>* ordered, std::string* error);

// Whether `name` is a valid mod (or kind namespace) name: 1 to 64
// lowercase letters, digits or _.
bool valid_mod_name(const std::string& name);

}  // namespace wumpus::script
