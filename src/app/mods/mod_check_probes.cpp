#include "app/mods/mod_check_probes.hpp"

#include "app/mods/mods.hpp"
#include "game/game.hpp"
#include "script/lua_rules.hpp"

#include <fmt/core.h>

#include <memory>

namespace wumpus::app {
namespace {

constexpr const char* kProbePlayer = "modder";

// A line typed for `verb` with an argument of the kind it takes.
std::string verb_line(const game_api::VerbSpec& verb, maze::RoomId room) {
  switch (verb.args) {
    case game_api::VerbArgs::None:
      break;
    case game_api::VerbArgs::Word:
      return verb.name + " probe";
    case game_api::VerbArgs::Room:
      return verb.name + " " + std::to_string(room);
    case game_api::VerbArgs::Text:
      return verb.name + " a probe of this verb";
  }
  return verb.name;
}

// What one command did, as the player saw it: its messages, then where
// the player stands with what.
std::string outcome_of(const std::vector<game_api::Message>& messages,
                       const game_api::PlayerView& view) {
  std::string out;
  for (const game_api::Message& message : messages)
    out += message.kind + ": " + message.text + "; ";
  out += fmt::format("room {} turn {} arrows {} gold {} score {} outcome {}",
                     view.room, view.turn, view.arrows, view.gold, view.score,
                     static_cast<int>(view.outcome));
  for (const auto& [item, count] : view.items)
    out += fmt::format(" {}={}", item, count);
  return out;
}

}  // namespace

bool probe_verbs(const game::Settings& settings,
                 std::vector<std::string>* failures, std::string* error) {
  const auto rules = load_rules(settings, true, error);
  if (!rules) return false;
  std::string failed;
  if (auto lua = std::dynamic_pointer_cast<script::LuaRules>(rules))
    lua->set_error_sink([&](const game::RuleError& failure) {
      if (failed.empty()) failed = failure.describe();
    });
  auto game = game::Game::create(settings, rules, error);
  if (!game) return false;
  const game_api::PlayerId player = game->add_player(kProbePlayer);
  for (const game_api::VerbSpec& verb : game->verbs()) {
    failed.clear();
    game->apply_line(player, verb_line(verb, game->view(player, false).room));
    if (!failed.empty())
      failures->push_back("verb '" + verb.name + "': " + failed);
  }
  return true;
}

std::string probe_resume(const game::Settings& settings,
                         const std::vector<game_api::Command>& commands,
                         std::size_t at, const std::string& save_path) {
  std::string error;
  const auto start = [&]() -> std::unique_ptr<game::Game> {
    const auto rules = load_rules(settings, true, &error);
    return rules ? game::Game::create(settings, rules, &error) : nullptr;
  };
  auto through = start();
  auto interrupted = start();
  if (!through || !interrupted) return "a game could not start: " + error;
  const game_api::PlayerId player = through->add_player(kProbePlayer);
  interrupted->add_player(kProbePlayer);
  for (std::size_t i = 0; i < at && i < commands.size(); ++i) {
    through->apply(player, commands[i]);
    interrupted->apply(player, commands[i]);
  }
  if (!interrupted->save(save_path, &error))
    return fmt::format("a save after {} commands failed: {}", at, error);
  // A save names its mods, never where they lie: they are found on the
  // check's own mod path, as a player's resume finds them on theirs.
  std::shared_ptr<game::Rules> loaded;
  const auto resumed = game::Game::load(
      save_path,
      [&](const game::Settings& saved, std::string* why) {
        game::Settings found = saved;
        found.mods_dirs = settings.mods_dirs;
        loaded = load_rules(found, true, why);
        return loaded;
      },
      &error);
  if (!resumed)
    return fmt::format("a save after {} commands did not load: {}", at, error);
  // A resume replays the journal; going on from the snapshot instead
  // starts the mods' Lua state afresh (a mod read game.stored).
  if (!resumed->resume_warning().empty())
    return fmt::format("a save after {} commands was not replayed: {}", at,
                       resumed->resume_warning());
  // What loading the rules logged (a mod hiding its own link) the
  // uninterrupted game logged before `at`.
  loaded->take_log();
  const game_api::PlayerId again = resumed->resume_player(kProbePlayer);
  for (std::size_t i = at; i < commands.size(); ++i) {
    const std::string expected = outcome_of(through->apply(player, commands[i]),
                                            through->view(player, false));
    const std::string got = outcome_of(resumed->apply(again, commands[i]),
                                       resumed->view(again, false));
    if (expected != got)
      return fmt::format(
          "saved and loaded after {} commands, command {} ({}) went "
          "otherwise:\n  uninterrupted: {}\n  resumed:       {}",
          at, i + 1, game_api::format_command(commands[i]), expected, got);
  }
  return "";
}

}  // namespace wumpus::app
