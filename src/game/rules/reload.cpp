// Game::reload_rules: the rules and mods read again from disk while the
// game runs (`reload`), so a modder sees an edit at once. The game goes
// on when the new rules still fit the world; every player is told what
// changed.
#include "game/game.hpp"

#include "game/rules/rule_sources.hpp"

#include <algorithm>
#include <set>

namespace wumpus::game {
namespace {

// The kinds of things in the world that the old rules registered and the
// new ones no longer do: the world would hold things no rule knows.
std::vector<std::string> orphaned_kinds(const World& world, const Rules& before,
                                        const Rules& after) {
  const auto old_kinds = before.kinds(), new_kinds = after.kinds();
  std::set<std::string> orphans;
  for (const auto& [id, thing] : world.things())
    if (std::count(old_kinds.begin(), old_kinds.end(), thing.kind) &&
        !std::count(new_kinds.begin(), new_kinds.end(), thing.kind))
      orphans.insert(thing.kind);
  return {orphans.begin(), orphans.end()};
}

}  // namespace

bool Game::reload_rules(game_api::PlayerId by, std::string* error) {
  std::shared_ptr<Rules> fresh = rules_->reload(error);
  if (!fresh) return false;
  const auto orphans = orphaned_kinds(world_, *rules_, *fresh);
  if (!orphans.empty()) {
    std::string kinds;
    for (const std::string& kind : orphans)
      kinds += (kinds.empty() ? "" : ", ") + kind;
    *error = "the cave holds " + kinds +
             ", which the new rules no longer register (restart or new "
             "starts afresh under them)";
    return false;
  }
  const std::string changes =
      describe_changes(rules_->sources(), fresh->sources());
  rules_ = std::move(fresh);
  world_.layout().set_roles(rules_->layout_roles());
  initial_.layout().set_roles(rules_->layout_roles());
  // The newest rules, read again, may be of a version raised since.
  settings_.rules_version = rules_->version();
  cave_changed();
  reach_.everyone();  // the kinds' looks and the verbs are the rules'
  // The log from here replays under the new rules only.
  record_.restart_at(settings_, world_, initial_);
  const Player* p = world_.player(by);
  world_.message_all("info",
                     (p ? p->name : std::string("The table")) +
                         " reloaded the rules: " +
                         (changes.empty() ? "nothing changed" : changes) + ".");
  for (const std::string& warning : rules_->warnings())
    world_.message_all("error", "Warning: " + warning);
  deliver();
  return true;
}

}  // namespace wumpus::game
