#include "script/lua_rules.hpp"

#include "base/printable.hpp"
#include "game/rules/mod_quotas.hpp"
#include "game/rules/mod_settings.hpp"
#include "script/cpp_api/hook_check.hpp"
#include "script/cpp_api/rule_loader.hpp"
#include "script/hook_table.hpp"
#include "script/lua_api/registry_keys.hpp"
#include "script/lua_rules_impl.hpp"
#include "script/rules_fingerprint.hpp"
#include "script/rules_version.hpp"
#include "script/sandbox.hpp"

#include <algorithm>
#include <type_traits>

namespace wumpus::script {

namespace {

// Every hook of the table is a game::Rules member that LuaRules answers.
template <class C, class R, class... A>
C class_of(R (C::*)(A...));
template <class C, class R, class... A>
C class_of(R (C::*)(A...) const);
#define WUMPUS_HOOK_ANSWERED(id, name, member, gate, read_only, stub)         \
  static_assert(                                                              \
      std::is_same_v<decltype(class_of(&game::Rules::member)), game::Rules>); \
  static_assert(                                                              \
      std::is_same_v<decltype(class_of(&LuaRules::member)), LuaRules>,        \
      "LuaRules answers the hook " name);
WUMPUS_HOOKS(WUMPUS_HOOK_ANSWERED)
#undef WUMPUS_HOOK_ANSWERED

// How a save names a file: "scripts/pit.lua", or "ghosts/ghost.lua".
game::RuleSource rule_source_of(const RuleUnit& unit, const RuleFile& file) {
  const std::string base = file.name.substr(file.name.rfind('/') + 1);
  return {unit.mod.name, unit.mod.version, unit.mod.save_compatible,
          (unit.mod.name.empty() ? "scripts" : unit.mod.name) + "/" + base,
          file_hash(file.content)};
}

int push_player_room(lua_State* L, game_api::PlayerId player,
                     game::RoomId room) {
  lua_pushinteger(L, player);
  lua_pushinteger(L, room);
  return 2;
}

// Stops a hook's round once the player is out of play.
HookDispatch::Inspect until_done(const game::World& world,
                                 game_api::PlayerId player) {
  return [&world, player](lua_State*, const std::string&, game::RuleError*) {
    const game::Player* p = world.player(player);
    return p && p->alive && !p->won ? Next::Continue : Next::Stop;
  };
}

}  // namespace

LuaRules::LuaRules(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
LuaRules::~LuaRules() = default;

std::unique_ptr<LuaRules> LuaRules::load(const RulesOptions& options,
                                         std::string* error) {
  std::vector<RuleUnit> units;
  std::vector<std::string> warnings;
  const auto builtin = find_builtin_rules(options.scripts_dir, options.version,
                                          &warnings, error);
  if (!builtin) return nullptr;
  RulesOptions found = options;
  found.scripts_dir = builtin->dir;
  if (!list_rule_units(found, &units, &warnings, error)) return nullptr;
  if (units.empty()) {
    *error = "no rule files (*.lua) in " + builtin->dir;
    return nullptr;
  }
  // The options as given: a reload of the newest rules finds the newest.
  auto impl = std::make_unique<Impl>(options);
  impl->version = builtin->version;
  open_sandbox(impl->lua);
  lua_pushlightuserdata(impl->lua.get(), &impl->storage);
  lua_setfield(impl->lua.get(), LUA_REGISTRYINDEX, kModStorageKey);
  for (RuleUnit& unit : units) {
    if (!load_unit(impl->lua, &unit, error)) {
      if (!unit.mod.name.empty())
        *error = "mod '" + unit.mod.name + "': " + *error;
      return nullptr;
    }
    for (const RuleFile& file : unit.files) {
      impl->files.push_back(file.name);
      impl->mod_of_file[file.name] = unit.mod.name;
    }
    if (!unit.mod.name.empty()) impl->mods.push_back(unit.mod.name);
    for (const auto& [key, text] : unit.mod.settings)
      impl->settings[unit.mod.name + "." + key] = game::setting_value(text);
  }
  impl->dispatch.build();
  impl->verbs = registered_verbs(impl->lua.get());
  // A built-in file that only scores (scripts/score.lua) is left out of
  // what saves and recordings compare, so changing the formula keeps
  // them loading; they are scored by the formula of the day.
  const auto score_only = score_only_files(impl->lua.get());
  RulesFingerprint fingerprint;
  for (const RuleUnit& unit : units)
    for (const RuleFile& file : unit.files) {
      if (unit.mod.name.empty() && score_only.count(file.name)) continue;
      impl->sources.push_back(rule_source_of(unit, file));
      fingerprint.add(impl->sources.back().file, file.content,
                      unit.mod.name.empty());
    }
  impl->warnings = std::move(warnings);
  impl->warnings.insert(impl->warnings.end(), impl->lua.warnings.begin(),
                        impl->lua.warnings.end());
  for (std::string& unraised : unraised_hooks(impl->lua.get(), units))
    impl->warnings.push_back(std::move(unraised));
  impl->fingerprint = fingerprint.fingerprint();
  impl->same_play = fingerprint.same_play();
  return std::unique_ptr<LuaRules>(new LuaRules(std::move(impl)));
}

std::shared_ptr<game::Rules> LuaRules::reload(std::string* error) const {
  std::shared_ptr<LuaRules> fresh = load(impl_->options, error);
  if (!fresh) return nullptr;
  fresh->impl_->sink = impl_->sink;
  fresh->impl_->failures = impl_->failures;
  fresh->impl_->storage.set_dir(impl_->storage.dir());
  impl_->log.share_file_with(fresh->impl_->log);
  for (const std::string& warning : fresh->impl_->warnings)
    fresh->impl_->log.add("warning: " + warning);
  return fresh;
}

void LuaRules::set_storage_dir(const std::string& dir) {
  impl_->storage.set_dir(dir);
}

bool LuaRules::set_log_file(const std::string& path, std::string* error) {
  if (!impl_->log.open(path, error)) return false;
  for (const std::string& warning : impl_->warnings)
    impl_->log.add("warning: " + warning);
  return true;
}

std::vector<std::string> LuaRules::take_log() {
  return impl_->log.take();
}

std::vector<game::RuleSource> LuaRules::sources() const {
  return impl_->sources;
}

std::string LuaRules::name() const {
  std::string text = "built-in rules";
  for (const std::string& mod : impl_->mods) text += " + mods/" + mod;
  return text;
}

std::string LuaRules::fingerprint() const {
  return impl_->fingerprint;
}

int LuaRules::version() const {
  return impl_->version;
}

bool LuaRules::plays_as(const std::string& fingerprint) const {
  return fingerprint == impl_->fingerprint ||
         std::find(impl_->same_play.begin(), impl_->same_play.end(),
                   fingerprint) != impl_->same_play.end();
}

void LuaRules::set_error_sink(ErrorSink sink) {
  impl_->sink = std::move(sink);
}

const std::vector<std::string>& LuaRules::files() const {
  return impl_->files;
}

std::map<std::string, game::Value> LuaRules::declared_settings() const {
  return impl_->settings;
}

std::vector<std::string> LuaRules::warnings() const {
  return impl_->warnings;
}

std::vector<std::string> LuaRules::kinds() const {
  return impl_->dispatch.kinds();
}

std::map<std::string, game_api::KindLook> LuaRules::looks() const {
  return impl_->dispatch.looks();
}

game::LayoutRoles LuaRules::layout_roles() const {
  return impl_->dispatch.layout_roles();
}

// Runs under setup's limits: carving a vault is setup's work.
bool LuaRules::generate(game::World& world, game::RuleError* error) {
  const LuaState::LimitsScope scaled(
      impl_->lua, impl_->lua.limits().for_setup(
                      world.cave().maze().topology().room_count()));
  return reported(impl_->dispatch.call(
                      Hook::Generate, world, [](lua_State*) { return 0; }, 0,
                      ignore_results(), error),
                  error, Undone::No);
}

// Notes what each mod's setup placed, for setup_report.
bool LuaRules::setup(game::World& world, game::RuleError* error) {
  const LuaState::LimitsScope scaled(
      impl_->lua, impl_->lua.limits().for_setup(
                      world.cave().maze().topology().room_count()));
  impl_->placed.clear();
  game::ThingId next = world.next_thing_id();
  auto inspect = [this, &world, &next](lua_State*, const std::string& kind,
                                       game::RuleError*) {
    const std::string file = impl_->dispatch.file_of(Hook::Setup, kind);
    for (; next < world.next_thing_id(); ++next)
      if (const game::Thing* thing = world.thing(next);
          thing && file.rfind("scripts/", 0) != 0)
        ++impl_->placed[file][thing->kind];
    return Next::Continue;
  };
  const bool ok = impl_->dispatch.call(
      Hook::Setup, world, [](lua_State*) { return 0; }, 0, inspect, error);
  return reported(ok, error, Undone::No);
}

std::string LuaRules::setup_report() const {
  std::string report;
  for (const auto& [file, kinds] : impl_->placed) {
    std::string things;
    for (const auto& [kind, count] : kinds)
      things +=
          (things.empty() ? "" : ", ") + std::to_string(count) + " " + kind;
    report += (report.empty() ? "" : "; ") + file + " placed " + things;
  }
  return report;
}

bool LuaRules::on_enter(game::World& world, game_api::PlayerId player,
                        game::RoomId room, game::RuleError* error) {
  // A kind that kills, moves or crowns the player ends the round: the
  // engine calls on_enter again for the room the player was moved to.
  auto inspect = [&world, player, room](lua_State*, const std::string&,
                                        game::RuleError*) {
    const game::Player* p = world.player(player);
    return p && p->alive && !p->won && p->room == room ? Next::Continue
                                                       : Next::Stop;
  };
  const bool ok = impl_->dispatch.call(
      Hook::OnEnter, world,
      [=](lua_State* L) { return push_player_room(L, player, room); }, 0,
      inspect, error, room);
  return reported(ok, error);
}

bool LuaRules::percepts(game::World& world, game_api::PlayerId player,
                        game::RoomId room, std::vector<game::Percept>* out,
                        game::RuleError* error) {
  auto inspect = [this, out](lua_State* L, const std::string& kind,
                             game::RuleError* failure) {
    if (lua_isnil(L, -2) && lua_isnil(L, -1)) return Next::Continue;
    if (lua_type(L, -2) != LUA_TSTRING || lua_type(L, -1) != LUA_TSTRING) {
      *failure = impl_->dispatch.bad_result(
          Hook::Percepts, kind,
          std::string("the percepts hook of '") + kind +
              "' must return nothing or two strings (kind, text), not " +
              luaL_typename(L, -2) + ", " + luaL_typename(L, -1));
      return Next::Fail;
    }
    std::size_t kind_size = 0, text_size = 0;
    const char* kind_text = lua_tolstring(L, -2, &kind_size);
    const char* text = lua_tolstring(L, -1, &text_size);
    if (text_size > game::quota::kMaxPerceptBytes ||
        kind_size > game::quota::kMaxPerceptBytes) {
      *failure = impl_->dispatch.bad_result(
          Hook::Percepts, kind,
          std::string("the percepts hook of '") + kind + "' returned " +
              std::to_string(std::max(kind_size, text_size)) +
              " bytes, more than the " +
              std::to_string(game::quota::kMaxPerceptBytes) +
              " a percept holds");
      return Next::Fail;
    }
    // Printable: a control in a percept must not forge a line anywhere.
    game::Percept percept{base::printable({kind_text, kind_size}),
                          base::printable({text, text_size})};
    for (const auto& seen : *out)
      if (seen.kind == percept.kind) return Next::Continue;
    out->push_back(std::move(percept));
    return Next::Continue;
  };
  const bool ok = impl_->dispatch.call(
      Hook::Percepts, world,
      [=](lua_State* L) { return push_player_room(L, player, room); }, 2,
      inspect, error, room);
  return reported(ok, error);
}

bool LuaRules::shoot(game::World& world, game_api::PlayerId player,
                     const std::vector<game::RoomId>& flight,
                     game::RuleError* error) {
  auto push = [&flight, player](lua_State* L) {
    lua_pushinteger(L, player);
    lua_createtable(L, static_cast<int>(flight.size()), 0);
    for (std::size_t i = 0; i < flight.size(); ++i) {
      lua_pushinteger(L, flight[i]);
      lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
    }
    return 2;
  };
  const bool ok = impl_->dispatch.call(Hook::Shoot, world, push, 0,
                                       until_done(world, player), error);
  return reported(ok, error);
}

bool LuaRules::take(game::World& world, game_api::PlayerId player,
                    game::RoomId room, game::RuleError* error) {
  const bool ok = impl_->dispatch.call(
      Hook::Take, world,
      [=](lua_State* L) { return push_player_room(L, player, room); }, 0,
      ignore_results(), error);
  return reported(ok, error);
}

bool LuaRules::use(game::World& world, game_api::PlayerId player,
                   const std::string& item, bool* handled,
                   game::RuleError* error) {
  *handled = false;
  auto inspect = [this, handled](lua_State* L, const std::string& kind,
                                 game::RuleError* failure) {
    if (lua_isnil(L, -1) || lua_isboolean(L, -1)) {
      *handled = lua_toboolean(L, -1);
      return *handled ? Next::Stop : Next::Continue;
    }
    *failure =
        impl_->dispatch.bad_result(Hook::Use, kind,
                                   "the use hook of '" + kind +
                                       "' must return true (handled), false "
                                       "or nothing, not a " +
                                       luaL_typename(L, -1));
    return Next::Fail;
  };
  auto push = [&item, player](lua_State* L) {
    lua_pushinteger(L, player);
    lua_pushlstring(L, item.data(), item.size());
    return 2;
  };
  const bool ok =
      impl_->dispatch.call(Hook::Use, world, push, 1, inspect, error);
  return reported(ok, error);
}

bool LuaRules::reach_exit(game::World& world, game_api::PlayerId player,
                          game::RuleError* error) {
  const bool ok = impl_->dispatch.call(
      Hook::ReachExit, world,
      [=](lua_State* L) {
        lua_pushinteger(L, player);
        return 1;
      },
      0, until_done(world, player), error);
  return reported(ok, error);
}

bool LuaRules::on_turn(game::World& world, game_api::PlayerId player,
                       game::RuleError* error) {
  const bool ok = impl_->dispatch.call(
      Hook::OnTurn, world,
      [=](lua_State* L) {
        lua_pushinteger(L, player);
        return 1;
      },
      0, until_done(world, player), error);
  return reported(ok, error);
}

// The world's turn: every kind's on_tick, then the timers due by now.
bool LuaRules::on_tick(game::World& world, game::RuleError* error) {
  bool ok = impl_->dispatch.call(
      Hook::OnTick, world, [](lua_State*) { return 0; }, 0, ignore_results(),
      error);
  for (const game::Timer& timer :
       ok ? world.timers().take_due(world.turn()) : std::vector<game::Timer>{})
    if (ok) ok = impl_->dispatch.raise(world, timer, error);
  return reported(ok, error);
}

}  // namespace wumpus::script
