#include "net/protocol_lists.hpp"

#include "game_api/player_view.hpp"

namespace wumpus::net::detail {

using game_api::JsonReader;
using json = nlohmann::json;

json summary_to_json(const CaveSummary& c) {
  return {{"id", c.id},
          {"owner", c.owner},
          {"players", c.players},
          {"shape", c.shape},
          {"preset", c.preset},
          {"turn", c.turn},
          {"state", c.state},
          {"private", c.is_private},
          {"spectators", c.spectators},
          {"idle_seconds", c.idle_seconds},
          {"round", c.round},
          {"watchers", c.watchers},
          {"invited", c.invited}};
}

bool summary_from_json(JsonReader& r, const json& j, CaveSummary* c) {
  const std::string where = "lobby.caves[]";
  return r.number(j, "id", 0, kMaxIdOrNone, &c->id, where) &&
         r.text(j, "owner", kMaxName, &c->owner, where) &&
         r.strings(j, "players", 64, kMaxName, &c->players, where) &&
         r.text(j, "shape", 256, &c->shape, where) &&
         r.text(j, "preset", kMaxName, &c->preset, where) &&
         r.number(j, "turn", 0, kMaxIdOrNone, &c->turn, where) &&
         r.text(j, "state", 16, &c->state, where) &&
         r.boolean(j, "private", &c->is_private, where) &&
         r.number(j, "spectators", 0, kMaxIdOrNone, &c->spectators, where) &&
         r.number(j, "idle_seconds", 0, kMaxIdOrNone, &c->idle_seconds,
                  where) &&
         // An older server sends none of these.
         (!j.contains("round") ||
          r.number(j, "round", 0, kMaxIdOrNone, &c->round, where)) &&
         (!j.contains("watchers") ||
          r.strings(j, "watchers", 64, kMaxName, &c->watchers, where)) &&
         (!j.contains("invited") ||
          r.boolean(j, "invited", &c->invited, where));
}

json score_to_json(const ScoreLine& s) {
  return {
      {"name", s.name},     {"points", s.points},
      {"won", s.won},       {"cause", s.cause},
      {"turns", s.turns},   {"cave", s.cave},
      {"preset", s.preset}, {"policy", game_api::guess_policy_name(s.policy)},
      {"replay", s.replay}, {"rules_version", s.rules_version}};
}

bool score_from_json(JsonReader& r, const json& j, ScoreLine* s) {
  const std::string where = "scores.best[]";
  return r.text(j, "name", kMaxName, &s->name, where) &&
         r.number(j, "points", 0, 1'000'000'000, &s->points, where) &&
         r.boolean(j, "won", &s->won, where) &&
         r.text(j, "cause", 256, &s->cause, where) &&
         r.number(j, "turns", 0, kMaxIdOrNone, &s->turns, where) &&
         r.text(j, "cave", 256, &s->cave, where) &&
         (!j.contains("preset") ||
          r.text(j, "preset", 256, &s->preset, where)) &&
         (!j.contains("policy") || r.guess_policy(j, &s->policy, where)) &&
         (!j.contains("replay") || r.boolean(j, "replay", &s->replay, where)) &&
         (!j.contains("rules_version") ||
          r.number(j, "rules_version", 1, game_api::kMaxRulesVersion,
                   &s->rules_version, where));
}

}  // namespace wumpus::net::detail
