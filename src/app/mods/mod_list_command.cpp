// `wumpus mod list`: every mod on the mod path, with its version, what it
// depends on and the kinds it extends or overrides that another mod (or
// the built-in rules) registered, found by loading them all together.
#include "app/commands.hpp"
#include "app/mods/mods.hpp"
#include "base/printable.hpp"
#include "script/lua_rules.hpp"

#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace wumpus::app {
namespace {

std::string joined(const std::vector<std::string>& words) {
  std::string text;
  for (const std::string& word : words)
    text += (text.empty() ? "" : ", ") + base::printable(word);
  return text;
}

int run_list(const std::vector<std::string>& mods_dirs) {
  const auto mods = available_mods(mods_dirs);
  if (mods.empty()) {
    fmt::print("no mods on the mod path\n");
    return kExitOk;
  }
  game::Settings settings;
  settings.mods_dirs = mods_dirs;
  settings.mods.emplace();
  for (const script::ModInfo& mod : mods) settings.mods->push_back(mod.name);
  std::string error;
  const auto rules = load_rules(settings, true, &error);
  std::map<std::string, std::vector<std::string>> overrides;
  if (const auto* lua = dynamic_cast<const script::LuaRules*>(rules.get()))
    overrides = lua->overrides();
  for (const script::ModInfo& mod : mods) {
    fmt::print("{}{}: {}\n", base::printable(mod.name),
               mod.version.empty() ? "" : " " + base::printable(mod.version),
               mod.description.empty() ? "(no description)"
                                       : base::printable(mod.description));
    if (!mod.depends.empty())
      fmt::print("  depends on {}\n", joined(mod.depends));
    if (const auto found = overrides.find(mod.name); found != overrides.end())
      fmt::print("  overrides {}\n", joined(found->second));
  }
  if (!rules)
    fmt::print(
        "(these mods do not load together, so what they override is "
        "not shown: {})\n",
        base::printable(error));
  return kExitOk;
}

}  // namespace

void add_mod_list_command(CLI::App* mod, Action& action) {
  auto* list = mod->add_subcommand(
      "list",
      "list the mods on the mod path: version, description, dependencies "
      "and the kinds each overrides");
  auto dirs = std::make_shared<std::vector<std::string>>();
  list->add_option("--mods", *dirs, "a mods directory first on the mod path");
  list->callback(
      [&action, dirs] { action = [dirs] { return run_list(*dirs); }; });
}

}  // namespace wumpus::app
