// A table owns one game and everything around it that is not the world:
// the seats (stable player ids, connected or away), spectators, chat, the
// tick policy, saving, and the session requests (save, restart, new, who,
// say) with who may make them. Single-player is a table with one seat;
// the terminal game, headless play and the server all drive tables.
#pragma once

#include "game/game.hpp"
#include "game/saves/save_snapshot.hpp"
#include "game/table/event_lines.hpp"
#include "game_api/command.hpp"
#include "game_api/player_view.hpp"

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace wumpus::game {

using Clock = std::chrono::steady_clock;
using Time = Clock::time_point;

struct TableOptions {
  // In process, the player may name a file to save to; over a socket a
  // player never names a file on the server.
  bool local = true;
  // Where `save` without a file, and autosave(), write ("" for nowhere).
  std::string save_path;
  // When set, saves are handed to it (path and the game's state, copied)
  // instead of written here: the server makes their text and writes them
  // on another thread, so neither a player typing `save` nor a big
  // cave's autosave stalls anyone. It returns the save's ticket, which
  // saved() is given back once that save (or a later one) is written.
  // Its saves keep the journal in a file of their own beside the save
  // (journal_file.hpp); once one is written, memory lets those entries go.
  std::function<std::uint64_t(const std::string& path, SaveSnapshot state)>
      writer;
  // Shared play: a round ticks this long after its first action even if
  // someone has not acted, so an idle or dropped player cannot stall it.
  std::chrono::milliseconds round_deadline{30'000};
  // A connected player idle this long is shown as away.
  std::chrono::milliseconds away_after{120'000};
  std::size_t max_seats = 8;
  // A server's private cave: only its seats, its owner and those the
  // owner invites may join.
  bool is_private = false;
  // When set, a `new` cave is carved by it, elsewhere (a server's worker,
  // so that a 1000x1000 cave holds up nobody), from the settings given;
  // the table's owner hands the result to carved(). The cave waits
  // meanwhile. Unset, the table carves in place.
  std::function<void(const Settings& next)> carve;
};

class Table {
 public:
  Table(std::unique_ptr<Game> game, TableOptions options);

  // Takes a seat: a new one for a new name, or the one the name holds
  // already (a reconnecting player), names compared case-insensitively.
  // Nothing, with *error, when the table is full.
  std::optional<game_api::PlayerId> sit(const std::string& name, Time now,
                                        std::string* error);
  // The player is gone from the table, by choice (Left: to the lobby or
  // another cave) or not (Dropped: the connection ended): the seat
  // stays, the round stops waiting for them, and the others are told
  // which.
  enum class Departure { Left, Dropped };
  void stand(game_api::PlayerId player, Time now, Departure how);
  bool connected(game_api::PlayerId player) const;

  // A typed line or parsed input from a seated player.
  void submit(game_api::PlayerId player, std::string_view line, Time now);
  void submit(game_api::PlayerId player, const game_api::Input& input,
              Time now);
  // A line from outside the game to everyone seated (a server's
  // moderator's order).
  void notice(const std::string& text);
  // Chat from someone watching (not seated).
  void say_as_spectator(const std::string& name, std::string_view text,
                        Time now);

  // Lets time pass: a round past its deadline ticks; idle players are
  // marked away. The server calls it from its timer.
  void advance(Time now);
  // When advance() next has something to do, if ever.
  std::optional<Time> next_deadline() const;

  void watch(game_api::PlayerId target);
  void unwatch(game_api::PlayerId target);

  // `with_messages` as Game::view.
  game_api::PlayerView view(game_api::PlayerId player,
                            bool with_messages = true) const;
  // The same, over a view read before (see Game::view_into).
  void view_into(game_api::PlayerId player, game_api::PlayerView& view,
                 bool with_messages = true) const;
  // The table part of every view alone: who sits, who acted, the round
  // (a lobby lists it without building anyone's view).
  game_api::TableView table_view() const;
  // Alive and not yet won: the player's game goes on.
  bool playing(game_api::PlayerId player) const;
  // Bumped by every change any front end could see.
  std::uint64_t version() const { return version_; }
  const Game& game() const { return *game_; }
  const TableOptions& options() const { return options_; }
  std::vector<game_api::PlayerId> seats() const;
  std::optional<game_api::PlayerId> seat_of(const std::string& name) const;
  Time last_input(game_api::PlayerId player) const;
  std::size_t spectators() const;
  std::uint32_t round() const { return round_; }
  // The requests asked for and not yet agreed (format_request's text),
  // each with the name of who first asked for it.
  std::map<std::string, std::string> open_votes() const;
  // Private caves: whether the owner invited `name` (any case), and the
  // invited names, kept by the server across restarts.
  static constexpr std::size_t kMaxInvitations = 32;
  bool invited(const std::string& name) const;
  std::vector<std::string> invitations() const;
  void restore_invitations(const std::vector<std::string>& names);
  // A server resuming a saved cave: the round it had reached and when
  // each seat last acted, which the game's save does not hold.
  void resume(std::uint32_t round,
              const std::map<game_api::PlayerId, Time>& last_inputs);

  // Every log entry of the game as it is recorded (a server's recording).
  void set_recorder(Game::Recorder recorder) {
    game_->set_recorder(std::move(recorder));
  }

  // The cave options.carve was asked for (nothing, with `error`, when it
  // could not be carved): it replaces the game's, or is asked for again
  // when the game's random stream moved meanwhile (a rule's on_leave).
  void carved(std::optional<World> world, const std::string& error);
  // A new cave is being carved elsewhere: the world waits for it.
  bool carving() const { return carving_.has_value(); }

  // Saves the game to the table's save path (hang-ups, the server).
  bool autosave(std::string* error);
  // With a writer: how a save handed to it went ("" written), given the
  // newest ticket that write carried; the players whose `save` it covers
  // are told, and those waiting for a later one wait on.
  void saved(std::uint64_t ticket, const std::string& error);
  bool save(const std::string& path, std::string* error);

 private:
  // Hands the game's state to the writer; returns its ticket.
  std::uint64_t post_save(const std::string& path);
  struct Seat {
    std::string name;
    bool connected = true;
    bool away = false;
    Time last_input{};
    std::uint32_t watchers = 0;
  };

  void request(game_api::PlayerId player, const game_api::Request& request,
               Time now);
  void command(game_api::PlayerId player, const game_api::Command& command);
  void save_request(game_api::PlayerId player, const std::string& file);
  void vote(game_api::PlayerId player, const game_api::Request& request);
  void run_vote(game_api::PlayerId player, const game_api::Request& request);
  // Hands a passed `new` to options.carve (table_carve.cpp).
  void start_carving(game_api::PlayerId player, const std::string& size);
  // A new or restarted cave starts its first round.
  void first_round();
  void who(game_api::PlayerId player);
  void invite(game_api::PlayerId player, const std::string& name);
  void reload(game_api::PlayerId player);
  void advisor(game_api::PlayerId player);
  void say(game_api::PlayerId player, std::string_view text, Time now);
  void post_all(const std::string& kind, const std::string& text);
  // Who comes, goes or asks for a vote: to everyone seated, at most one
  // line per EventLines::kEvery (event_lines.hpp).
  void post_event(const std::string& text);
  void post_held_events();
  // Ticks when everyone the round waits for has acted.
  void close_round_if_done();
  void tick(const char* why);
  std::vector<game_api::PlayerId> waiting_for() const;
  bool shared() const { return seats_.size() > 1; }
  bool is_owner(game_api::PlayerId player) const;

  std::unique_ptr<Game> game_;
  TableOptions options_;
  std::map<game_api::PlayerId, Seat> seats_;
  std::set<game_api::PlayerId> acted_;  // this round
  std::set<std::string> invited_;       // folded names
  // Asked to save, not yet told: each with its save's ticket.
  std::map<game_api::PlayerId, std::uint64_t> awaiting_save_;
  bool saves_failing_ = false;  // the last write of the cave failed
  // The journal each save handed to the writer stands on (its id and
  // entries), by ticket: once written, memory lets them go.
  std::map<std::uint64_t, std::pair<std::uint64_t, std::uint64_t>>
      journal_saves_;
  std::optional<Time> round_started_;
  std::uint32_t round_ = 1;
  struct Vote {
    game_api::PlayerId proposer = 0;
    std::set<game_api::PlayerId> voters;
  };
  std::map<std::string, Vote> votes_;  // by request text
  struct Carving {
    game_api::PlayerId by = 0;
    std::string size;
    Settings settings;
  };
  std::optional<Carving> carving_;  // a `new` carved elsewhere
  // The final score of each seat whose game ended, with the game's view
  // revision for that seat it was counted at (Game::view_revision): every
  // table view shows it, and counting it is a call into the rules.
  struct FinalScore {
    std::uint64_t revision = 0;
    int points = 0;
  };
  mutable std::map<game_api::PlayerId, FinalScore> final_scores_;
  std::uint64_t version_ = 1;
  Time now_{};              // the latest time the table was told
  EventLines event_lines_;  // who comes and goes, said since the last line
};

}  // namespace wumpus::game
