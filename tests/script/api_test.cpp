// The game API bound to Lua, function by function, in a 3x3 cave with
// every passage open (rooms 0..8 row by row; entrance 0, exit 8).
#include "sandbox_fixture.hpp"

#include <catch2/catch.hpp>

using namespace wumpus;
using Catch::Matchers::Contains;
using wumpus::script::testing::Sandbox;

namespace {

void check_lua(Sandbox& sandbox, const std::string& code) {
  const auto error = sandbox.run(code);
  INFO((error ? error->describe() : std::string()));
  CHECK_FALSE(error);
}

std::string lua_error(Sandbox& sandbox, const std::string& code) {
  const auto error = sandbox.run(code);
  REQUIRE(error);
  return error->message;
}

}  // namespace

TEST_CASE("the cave as Lua sees it", "[script][api]") {
  Sandbox sandbox;
  check_lua(sandbox, R"(
    assert(#game.rooms() == 9 and game.entrance() == 0 and game.exit() == 8)
    local n = game.neighbours(0)
    assert(#n == 2 and n[1] == 1 and n[2] == 3)
    assert(#game.open_neighbours(4) == 4)
    assert(game.is_open(0, 1) and not game.is_open(0, 4))
    assert(game.step(0, "east") == 1 and game.step(0, "n") == nil)
    assert(#game.solution() == 5)
    local around = game.path(0, 2, { 1 })
    assert(#around == 5 and around[2] == 3, #around)
    assert(game.path(0, 8, { 1, 3 }) == nil)
    assert(game.turn() == 0)
  )");
  CHECK_THAT(lua_error(sandbox, "game.neighbours(99)"), Contains("no room 99"));
  CHECK_THAT(lua_error(sandbox, "game.step(0, 'sideways')"),
             Contains("not a direction"));
}

TEST_CASE("room properties, variables and parameters", "[script][api]") {
  Sandbox sandbox;
  check_lua(sandbox, R"(
    game.set_room_property(4, "dark", true)
    assert(game.room_flag(4, "dark") and game.room_property(4, "dark") == true)
    game.set_room_property(4, "dark", nil)
    assert(not game.room_flag(4, "dark"))
    for _, value in ipairs({ true, 42, 2.5, "text" }) do
      game.set_variable("v", value)
      assert(game.variable("v") == value and math.type(game.variable("v")) == math.type(value))
    end
    game.set_variable("v", nil)
    assert(game.variable("v") == nil)
    assert(game.parameter("missing", 7) == 7 and game.parameter("missing") == nil)
  )");
  CHECK(sandbox.world.properties_of(game::Owner::room(4)).flag("dark") ==
        false);
  CHECK_THAT(lua_error(sandbox, "game.set_variable('t', {})"),
             Contains("nil, boolean, number or string expected"));
}

TEST_CASE("things: placing, finding, moving, properties", "[script][api]") {
  Sandbox sandbox;
  sandbox.world.add_player("ada");
  check_lua(sandbox, R"(
    local pit = game.place("pit", 1)
    local gold = game.place("gold", 5)
    assert(game.has(1, "pit") and not game.has(2, "pit"))
    assert(game.next_to(0, "pit") and game.next_to(2, "pit") and not game.next_to(8, "pit"))
    assert(#game.things_in(5) == 1 and #game.things_in(5, "pit") == 0)
    assert(game.thing(gold).kind == "gold" and game.thing(gold).room == 5)
    assert(game.thing(9999) == nil)
    local empty = game.empty_rooms()
    assert(#empty == 6)  -- not the entrance, the pit or the gold
    for _, room in ipairs(game.empty_rooms({ off_path = true })) do
      for _, on_path in ipairs(game.solution()) do assert(room ~= on_path) end
    end
    assert(#game.rooms_without({ "pit", "gold" }) == 7)
    game.move_thing(gold, 7)
    assert(game.thing(gold).room == 7 and #game.things_of("gold") == 1)
    local player = game.players()[1]
    game.carry(gold, player)
    assert(game.thing(gold).holder == player and game.thing(gold).room == nil)
    assert(#game.things_held(player) == 1)
    game.set_property(pit, "depth", 30)
    game.set_property(pit, "deep", true)
    assert(game.property(pit, "depth") == 30 and game.flag(pit, "deep"))
    game.set_property(pit, "deep", nil)
    assert(not game.flag(pit, "deep"))
    game.remove(pit)
    assert(game.thing(pit) == nil and not game.has(1, "pit"))
    local given = game.give("amulet", player)
    assert(game.thing(given).holder == player)
  )");
  CHECK(sandbox.world.things_of("gold").size() == 1);
  CHECK_THAT(lua_error(sandbox, "game.remove(12345)"),
             Contains("no thing 12345"));
  CHECK_THAT(lua_error(sandbox, "game.place('', 1)"), Contains("1 to 64"));
}

TEST_CASE("players: place, life, inventory, messages", "[script][api]") {
  Sandbox sandbox;
  const auto id = sandbox.world.add_player("ada");
  check_lua(sandbox, R"(
    local p = game.players()[1]
    assert(game.player_name(p) == "ada" and game.player_room(p) == 0)
    assert(#game.players_in(0) == 1)
    game.move_player(p, 4)
    assert(game.player_room(p) == 4)
    assert(game.facing(p) == "east")
    game.set_facing(p, "north")
    assert(game.facing(p) == "north")
    game.set_arrows(p, 1)
    assert(game.arrows(p) == 1)
    game.add_gold(p, 2)
    assert(game.gold(p) == 2)
    assert(game.add_item(p, "rope", 2) == 2 and game.item_count(p, "rope") == 2)
    assert(game.add_item(p, "rope", -5) == 0 and game.items(p).rope == nil)
    game.add_item(p, "torch", 1)
    assert(game.items(p).torch == 1)
    game.set_torch_lit(p, true)
    assert(game.torch_lit(p))
    game.message(p, "info", "hello")
    game.message_all("info", "to all")
    assert(game.alive(p) and not game.won(p))
    game.win(p)
    assert(game.won(p))
  )");
  Sandbox doomed;
  const auto victim = doomed.world.add_player("bob");
  check_lua(doomed, "game.kill(game.players()[1], 'testing')");
  CHECK(doomed.world.player(victim)->cause == "testing");
  CHECK_FALSE(doomed.world.player(victim)->alive);
  const game::Player& ada = *sandbox.world.player(id);
  CHECK(ada.room == 4);
  CHECK(ada.gold == 2);
  const auto sent = sandbox.world.take_outbox();
  REQUIRE(sent.size() >= 2);
  CHECK(sent[sent.size() - 2].player == id);
  CHECK(sent[sent.size() - 2].message.text == "hello");
  CHECK_THAT(lua_error(sandbox, "game.kill(77, 'x')"),
             Contains("no player 77"));
  CHECK_THAT(lua_error(sandbox, "game.set_arrows(game.players()[1], -1)"),
             Contains("0 to 1000"));
}

TEST_CASE("the budget reaches into coroutines", "[script][api][sandbox]") {
  Sandbox sandbox;
  // Created and resumed inside the hook, and created at load then resumed
  // in a later call: both run under the count hook.
  CHECK_THAT(
      lua_error(sandbox,
                "local co = coroutine.wrap(function() while true do end end)\n"
                "co()"),
      Contains("instruction budget"));
  lua_State* L = sandbox.lua.get();
  lua_State* thread = lua_newthread(L);
  luaL_loadstring(thread, "while true do end");
  script::LuaState::CallScope scope(sandbox.lua);
  int results = 0;
  CHECK(lua_resume(thread, L, 0, &results) == LUA_ERRRUN);
  CHECK(sandbox.lua.abort() == script::Abort::Instructions);
  lua_pop(L, 1);
}
