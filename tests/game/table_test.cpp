// The table around a game: single-player ticks after every turn, co-op
// rounds tick once whatever the number of players, a deadline ticks
// anyway, seats survive a lost connection, and session requests are
// decided by the table.
#include "game/table/table.hpp"

#include "game/game_fixtures.hpp"
#include "game/saves/world_json.hpp"
#include "game_api/player_names.hpp"

#include <catch2/catch.hpp>

#include <filesystem>

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;
using namespace std::chrono_literals;

namespace {

class CountingRules : public FakeRules {
 public:
  int ticks = 0;
  bool on_tick(World& world, RuleError* error) override {
    ++ticks;
    return FakeRules::on_tick(world, error);
  }
};

struct Shared {
  explicit Shared(std::uint64_t seed = 5, TableOptions options = remote())
      : rules(std::make_shared<CountingRules>()),
        table(fake_game(seed, 6, rules), options) {
    std::string error;
    ann = *table.sit("ann", t0, &error);
    bob = *table.sit("bob", t0, &error);
  }
  static TableOptions remote() {
    TableOptions options;
    options.local = false;
    return options;
  }
  std::vector<game_api::Message> since(game_api::PlayerId player,
                                       std::uint64_t seq) const {
    return table.game().messages(player)->since(seq);
  }
  std::uint64_t last(game_api::PlayerId player) const {
    return table.game().messages(player)->last_seq();
  }
  bool told(game_api::PlayerId player, std::uint64_t after,
            const std::string& text) {
    for (const auto& m : since(player, after))
      if (m.text.find(text) != std::string::npos) return true;
    return false;
  }

  std::shared_ptr<CountingRules> rules;
  Table table;
  Time t0 = Time{} + 1h;
  game_api::PlayerId ann = 0, bob = 0;
};

}  // namespace

TEST_CASE("alone, every turn-costing command ticks the world once",
          "[game][table]") {
  auto rules = std::make_shared<CountingRules>();
  Table table(fake_game(7, 6, rules), {});
  std::string error;
  const game_api::PlayerId me = *table.sit("ann", Time{}, &error);
  for (const char* line : {"wait", "look", "face n", "wait", "inventory"})
    table.submit(me, line, Time{});
  CHECK(rules->ticks == 2);
  CHECK(table.view(me).turn == 2);
  CHECK_FALSE(table.view(me).table.shared);
}

TEST_CASE("co-op: one tick per round, free actions never wait",
          "[game][table]") {
  Shared s;
  const auto turn = s.table.game().world().turn();
  s.table.submit(s.ann, "wait", s.t0);
  CHECK(s.rules->ticks == 0);
  CHECK(s.table.view(s.ann).table.waiting_for ==
        std::vector<std::string>{"bob"});
  const auto seen = s.last(s.ann);
  s.table.submit(s.ann, "wait", s.t0);
  CHECK(s.told(s.ann, seen, "waiting for bob"));
  CHECK(s.table.view(s.ann).turn == 1);
  s.table.submit(s.ann, "look", s.t0);
  s.table.submit(s.ann, "face s", s.t0);
  CHECK(s.table.view(s.ann).facing == maze::Direction::South);
  s.table.submit(s.bob, "wait", s.t0);
  CHECK(s.rules->ticks == 1);
  CHECK(s.table.game().world().turn() == turn + 1);
  CHECK(s.table.view(s.ann).table.waiting_for.size() == 2);
  CHECK(s.table.view(s.bob).table.round == 2);
}

TEST_CASE("a round deadline ticks without the idle player", "[game][table]") {
  Shared s;
  s.table.submit(s.ann, "wait", s.t0);
  REQUIRE(s.table.next_deadline() == s.t0 + 30s);
  s.table.advance(s.t0 + 29s);
  CHECK(s.rules->ticks == 0);
  CHECK(s.table.view(s.ann).table.deadline_seconds == 1);
  const auto seen = s.last(s.ann);
  s.table.advance(s.t0 + 30s);
  CHECK(s.rules->ticks == 1);
  CHECK(s.told(s.ann, seen, "goes on without bob"));
  CHECK_FALSE(s.table.next_deadline());
  const auto& log = s.table.game().log();
  CHECK(log.back().kind == LogEntry::Kind::Tick);
  CHECK(log.back().text == "deadline");
}

TEST_CASE("a lost connection keeps the seat, the round stops waiting",
          "[game][table]") {
  Shared s;
  s.table.submit(s.ann, "wait", s.t0);
  s.table.stand(s.bob, s.t0, Table::Departure::Dropped);
  CHECK(s.rules->ticks == 1);  // nobody else to wait for
  CHECK_FALSE(s.table.connected(s.bob));
  const auto missed_from = s.last(s.bob);
  s.table.submit(s.ann, "say are you there?", s.t0);
  std::string error;
  CHECK(s.table.sit("BOB", s.t0 + 5s, &error) == s.bob);
  CHECK(s.table.connected(s.bob));
  const auto missed = s.since(s.bob, missed_from);
  REQUIRE_FALSE(missed.empty());
  CHECK(missed.front().text == "<ann> are you there?");
  CHECK(s.table.seats().size() == 2);
}

TEST_CASE("the table is full at its seat limit", "[game][table]") {
  TableOptions options;
  options.max_seats = 2;
  Shared s(5, options);
  std::string error;
  CHECK_FALSE(s.table.sit("cat", s.t0, &error));
  CHECK(error.find("full") != std::string::npos);
  CHECK(s.table.sit("ann", s.t0, &error) == s.ann);
}

TEST_CASE("a remote player never names a file, a local one may",
          "[game][table]") {
  const auto dir = std::filesystem::temp_directory_path() /
                   ("wumpus-table-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  {
    Shared s;
    const auto seen = s.last(s.ann);
    s.table.submit(s.ann, "save " + (dir / "x.json").string(), s.t0);
    CHECK(s.told(s.ann, seen, "takes no file"));
    CHECK_FALSE(std::filesystem::exists(dir / "x.json"));
    s.table.submit(s.ann, "save", s.t0);
    CHECK(s.told(s.ann, seen, "Save where"));
  }
  {
    TableOptions options;
    options.save_path = (dir / "cave.json").string();
    options.local = false;
    Shared s(5, options);
    const auto seen = s.last(s.bob);
    s.table.submit(s.bob, "save", s.t0);
    CHECK(s.told(s.bob, seen, "The cave is saved."));
    CHECK(std::filesystem::exists(dir / "cave.json"));
  }
  {
    auto game = fake_game(5, 6);
    Table table(std::move(game), {});
    std::string error;
    const game_api::PlayerId me = *table.sit("ann", Time{}, &error);
    table.submit(me, "save " + (dir / "mine.json").string(), Time{});
    CHECK(std::filesystem::exists(dir / "mine.json"));
  }
  std::filesystem::remove_all(dir);
}

// The server's writer is on another thread: an autosave may be in the
// middle of its write when a player asks to save. That write's outcome
// says nothing of the player's state, which only a later write holds.
TEST_CASE("a save is answered by its own write, not an earlier one",
          "[game][table]") {
  std::uint64_t tickets = 0;
  TableOptions options = Shared::remote();
  options.save_path = "cave.json";  // handed to the writer, never opened
  options.writer = [&tickets](const std::string&, SaveSnapshot) {
    return ++tickets;
  };
  Shared s(5, options);
  std::string error;
  REQUIRE(s.table.autosave(&error));  // ticket 1, being written
  const auto before = s.last(s.ann);
  s.table.submit(s.ann, "save", s.t0);  // ticket 2
  s.table.saved(1, "");
  CHECK_FALSE(s.told(s.ann, before, "The cave is saved"));
  s.table.saved(2, "disk full");
  CHECK(s.told(s.ann, before, "Could not save: disk full"));
  CHECK_FALSE(s.told(s.bob, before, "Could not save"));
}

TEST_CASE("restart: the owner decides, others vote", "[game][table]") {
  Shared s;
  std::string error;
  const game_api::PlayerId cat = *s.table.sit("cat", s.t0, &error);
  s.table.submit(s.bob, "wait", s.t0);
  const auto seen = s.last(s.ann);
  s.table.submit(s.bob, "restart", s.t0);
  s.table.advance(s.t0 + 1s);  // event lines go out once a second
  CHECK(s.told(s.ann, seen, "bob asks for \"restart\" (1 of 2 needed"));
  CHECK(s.table.view(s.bob).turn == 1);
  s.table.submit(cat, "restart", s.t0);
  CHECK(s.table.view(s.bob).turn == 0);
  CHECK(s.told(s.ann, seen, "starts again"));
  s.table.submit(s.ann, "new 5", s.t0);  // the owner alone
  CHECK(s.table.view(s.bob).width == 5);
}

TEST_CASE("chat is stripped of control bytes; its rate is the server's",
          "[game][table]") {
  Shared s;
  const auto seen = s.last(s.bob);
  s.table.submit(s.ann, "say hi \x1b[2Jthere\x07", s.t0);
  const auto heard = s.since(s.bob, seen);
  REQUIRE(heard.size() == 1);
  CHECK(heard[0].kind == "chat");
  CHECK(heard[0].text == "<ann> hi ?[2Jthere?");
  // One limit, the server's (chat-burst), the same for spectators: the
  // table holds nobody to a stricter one of its own.
  for (int i = 0; i < 6; ++i) s.table.submit(s.ann, "say spam", s.t0);
  CHECK_FALSE(s.told(s.ann, seen, "talking too fast"));
  CHECK(s.since(s.bob, seen).size() == 7);
  s.table.submit(s.ann, "say later", s.t0);
  CHECK(s.since(s.bob, seen).back().text == "<ann> later");
  s.table.say_as_spectator("eve", "go left\n", s.t0);
  CHECK(s.since(s.bob, seen).back().text == "<eve (watching)> go left ");
}

TEST_CASE("spectators are counted per player and in who", "[game][table]") {
  Shared s;
  s.table.watch(s.ann);
  s.table.watch(s.ann);
  s.table.watch(s.bob);
  s.table.unwatch(s.bob);
  CHECK(s.table.spectators() == 2);
  CHECK(s.table.view(s.bob).table.spectators == 2);
  const auto seen = s.last(s.bob);
  s.table.submit(s.bob, "who", s.t0);
  CHECK(s.told(s.bob, seen, "ann (owner, playing, 2 watching), bob (playing)"));
}

TEST_CASE("a shared game replays exactly from its log", "[game][table]") {
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    Shared s(seed);
    s.table.submit(s.ann, "shoot n", s.t0);  // wakes the Wumpus
    s.table.submit(s.bob, "east", s.t0);
    for (int i = 0; i < 12; ++i) {
      s.table.submit(s.ann, i % 2 ? "south" : "east", s.t0);
      if (i % 3) s.table.submit(s.bob, "wait", s.t0);
      s.table.advance(s.t0 + std::chrono::seconds(31 * (i + 1)));
      s.t0 += std::chrono::seconds(31 * (i + 1));
    }
    auto copy = fake_game(seed, 6, s.rules);
    for (const auto& entry : s.table.game().log()) replay(*copy, entry);
    INFO("seed " << seed);
    CHECK(world_to_json(copy->world()) ==
          world_to_json(s.table.game().world()));
  }
}

TEST_CASE("player names: 3 to 16 letters, digits, _ and -", "[game][table]") {
  CHECK(game_api::valid_player_name("ann"));
  CHECK(game_api::valid_player_name("Bob_the-2nd"));
  CHECK_FALSE(game_api::valid_player_name("al"));
  CHECK_FALSE(game_api::valid_player_name("a-name-far-too-long"));
  CHECK_FALSE(game_api::valid_player_name("eve\x1b"));
  CHECK_FALSE(game_api::valid_player_name("a b c"));
}

TEST_CASE("only a private cave's owner invites, by a valid name",
          "[game][table][invite]") {
  TableOptions closed = Shared::remote();
  closed.is_private = true;
  Shared s(5, closed);
  const auto from = s.last(s.ann);
  s.table.submit(s.bob, "invite carol", s.t0);
  CHECK(s.told(s.bob, 0, "who owns this cave, can invite"));
  s.table.submit(s.ann, "invite no\x1b[2Jway", s.t0);
  CHECK(s.told(s.ann, from, "That is not a player's name"));
  s.table.submit(s.ann, "invite BOB", s.t0);
  CHECK(s.told(s.ann, from, "BOB has a seat here already"));
  CHECK_FALSE(s.table.invited("carol"));
  s.table.submit(s.ann, "invite Carol", s.t0);
  CHECK(s.told(s.bob, 0, "ann invites Carol"));
  CHECK(s.table.invited("CAROL"));
  CHECK(s.table.invitations() == std::vector<std::string>{"carol"});
  CHECK(s.rules->ticks == 0);  // an invitation is not a turn

  Shared open;  // a public cave needs none
  open.table.submit(open.ann, "invite carol", open.t0);
  CHECK(open.told(open.ann, 0, "This cave is open"));
  CHECK_FALSE(open.table.invited("carol"));
  // Restored names are checked like typed ones.
  open.table.restore_invitations({"dave", "no way", ""});
  CHECK(open.table.invitations() == std::vector<std::string>{"dave"});
}
