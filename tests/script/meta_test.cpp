// The editor stubs (scripts/meta/game.lua) against the API itself: every
// function the sandbox's `game` table holds has a stub, every stub is a
// function of the API, and every argument of every stub is typed. This
// is the CI check that keeps the stubs from falling behind.
#include "rules_fixture.hpp"
#include "sandbox_fixture.hpp"

#include "script/hook_table.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using namespace wumpus;
using namespace wumpus::script::testing;

namespace {

std::set<std::string> api_functions() {
  Sandbox sandbox;
  REQUIRE_FALSE(sandbox.run(
      "local names = {}\n"
      "for name, value in pairs(game) do\n"
      "  if type(value) == 'function' then names[#names + 1] = name end\n"
      "end\n"
      "print(table.concat(names, ' '))"));
  std::istringstream words(
      sandbox.printed.substr(sandbox.printed.find(": ") + 2));
  std::set<std::string> names;
  for (std::string word; words >> word;) names.insert(word);
  return names;
}

struct Stub {
  std::vector<std::string> parameters;
  std::set<std::string> typed;  // parameters with a ---@param line
  bool returns = false;
};

// "function game.name(a, b) end" lines and the ---@ lines above them.
std::map<std::string, Stub> stubs() {
  std::ifstream in(source_path("scripts/meta/game.lua"));
  REQUIRE(in);
  std::map<std::string, Stub> found;
  Stub block;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("---@param ", 0) == 0) {
      std::istringstream words(line.substr(10));
      std::string name, type;
      words >> name >> type;
      if (!name.empty() && name.back() == '?') name.pop_back();  // optional
      if (!type.empty()) block.typed.insert(name);
    } else if (line.rfind("---@return ", 0) == 0) {
      block.returns = true;
    } else if (line.rfind("function game.", 0) == 0) {
      const auto open = line.find('('), close = line.find(')');
      const std::string name = line.substr(14, open - 14);
      std::istringstream list(line.substr(open + 1, close - open - 1));
      for (std::string parameter; std::getline(list, parameter, ',');) {
        parameter.erase(0, parameter.find_first_not_of(' '));
        block.parameters.push_back(parameter);
      }
      found[name] = block;
      block = Stub{};
    } else if (line.rfind("---@", 0) != 0) {
      block = Stub{};
    }
  }
  return found;
}

}  // namespace

TEST_CASE("the editor stubs cover the whole API, every argument typed",
          "[script][meta]") {
  const auto api = api_functions();
  const auto declared = stubs();
  REQUIRE(api.size() > 60);
  for (const std::string& name : api) {
    INFO("game." << name);
    CHECK(declared.count(name));
  }
  for (const auto& [name, stub] : declared) {
    INFO("game." << name);
    CHECK(api.count(name));
    for (const std::string& parameter : stub.parameters) {
      INFO("argument " << parameter);
      CHECK(stub.typed.count(parameter));
    }
  }
  // Functions that give something back say what.
  for (const char* name : {"place", "rooms", "thing", "items", "previous",
                           "player_property", "move_thing", "pick"}) {
    INFO("game." << name);
    CHECK(declared.at(name).returns);
  }
}

TEST_CASE("the modders' reference names every API function and hook",
          "[script][meta]") {
  std::ifstream in(source_path("scripts/README.md"));
  REQUIRE(in);
  std::stringstream text;
  text << in.rdbuf();
  const std::string readme = text.str();
  for (const std::string& name : api_functions()) {
    INFO("game." << name);
    CHECK(readme.find("game." + name + "(") != std::string::npos);
  }
  // Hooks are described in their own section, before the API.
  const std::string hooks = readme.substr(
      readme.find("\n## Hooks"),
      readme.find("\n## The `game` API") - readme.find("\n## Hooks"));
  // Every engine hook (from the table) and the other fields of a call.
  std::vector<std::string> fields = {"setup_order", "priority", "name",
                                     "glyph",       "colour",   "on_hit",
                                     "on_miss"};
  for (const script::HookSpec& hook : script::kHooks)
    fields.emplace_back(hook.name);
  for (const std::string& hook : fields) {
    INFO(hook);
    bool described = false;
    for (const char* after : {"(", "`", " "})
      described |= hooks.find(std::string("`").append(hook).append(after)) !=
                   std::string::npos;
    CHECK(described);
  }
}
