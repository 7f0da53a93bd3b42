#include "game/layout/solver.hpp"

#include "game_api/kind_names.hpp"

#include "game/layout/placement.hpp"

#include <algorithm>

namespace wumpus::game {
namespace {

std::vector<RoomId> rooms_of(const World& world, const std::string& kind) {
  std::vector<RoomId> rooms;
  for (ThingId id : world.things_of(kind)) {
    const Thing* t = world.thing(id);
    if (t->room != kNoRoom &&
        !world.properties_of(Owner::thing(id)).flag(game_api::builtin::kDead))
      rooms.push_back(t->room);
  }
  return rooms;
}

// The next command towards the nearest of `targets`, or nothing when none
// can be reached safely. `shoot_last` shoots into the target instead of
// walking in.
std::optional<game_api::Command> towards(const World& world, RoomId from,
                                         const std::vector<RoomId>& targets,
                                         bool shoot_last) {
  auto avoid = hazard_rooms(world);
  for (RoomId r : rooms_of(world, game_api::builtin::kWumpus)) avoid.insert(r);
  std::vector<RoomId> best;
  for (RoomId target : targets) {
    auto path = world.cave().path(from, target, avoid);
    if (!path.empty() && (best.empty() || path.size() < best.size()))
      best = std::move(path);
  }
  if (best.size() < 2) return std::nullopt;
  const bool shoot = shoot_last && best.size() == 2;
  game_api::Command command;
  command.verb = shoot ? game_api::Verb::Shoot : game_api::Verb::Go;
  if (!maze::has_compass(world.cave().maze().topology())) {
    command.rooms = {best[1]};  // room graphs: go ROOM, shoot ROOM
    return command;
  }
  const auto d =
      maze::direction_to(world.cave().maze().topology(), best[0], best[1]);
  if (!d) return std::nullopt;
  if (shoot) {
    command.path = {*d};
  } else {
    command.verb = game_api::Verb::Move;
    command.direction = d;
  }
  return command;
}

std::optional<game_api::Command> next_command(const World& world,
                                              const Player& p,
                                              std::string* problem) {
  const auto wumpuses = rooms_of(world, game_api::builtin::kWumpus);
  if (!wumpuses.empty()) {
    if (p.arrows == 0) *problem = "out of arrows with the Wumpus alive";
    auto command = towards(world, p.room, wumpuses, true);
    if (!command) *problem = "cannot reach the Wumpus safely";
    return command;
  }
  std::vector<RoomId> gold = rooms_of(world, game_api::builtin::kGold),
                      seen_gold;
  for (RoomId room : gold)
    if (!world.properties_of(Owner::room(room))
             .flag(game_api::builtin::kDark) ||
        p.torch_lit)
      seen_gold.push_back(room);
  if (std::count(seen_gold.begin(), seen_gold.end(), p.room))
    return game_api::Command{game_api::Verb::Take, {}, 0, {}, {}, {}, {}};
  if (seen_gold.size() < gold.size()) {
    if (world.item_count(p.id, game_api::builtin::kTorch) > 0)
      return game_api::Command{game_api::Verb::Use,       {}, 0, {},
                               game_api::builtin::kTorch, {}, {}};
    if (auto command = towards(
            world, p.room, rooms_of(world, game_api::builtin::kTorch), false))
      return command;
  }
  if (auto command = towards(world, p.room, seen_gold, false)) return command;
  if (p.gold == 0) {
    *problem = "no gold can be reached";
    return std::nullopt;
  }
  if (p.room == world.cave().exit())
    return game_api::Command{game_api::Verb::Wait, {}, 0, {}, {}, {}, {}};
  auto command = towards(world, p.room, {world.cave().exit()}, false);
  if (!command) *problem = "cannot reach the exit safely";
  return command;
}

}  // namespace

SolveResult solve_game(Game& game, game_api::PlayerId player, int max_commands,
                       std::vector<game_api::Command>* commands) {
  SolveResult result;
  for (; result.commands < max_commands; ++result.commands) {
    const Player* p = game.world().player(player);
    if (!p) {
      result.problem = "no such player";
      return result;
    }
    if (p->won) {
      result.won = true;
      return result;
    }
    if (!p->alive) {
      result.problem = "died: " + p->cause;
      return result;
    }
    const auto command = next_command(game.world(), *p, &result.problem);
    if (!command) return result;
    if (commands) commands->push_back(*command);
    game.apply(player, *command);
  }
  result.problem =
      "gave up after " + std::to_string(max_commands) + " commands";
  return result;
}

}  // namespace wumpus::game
