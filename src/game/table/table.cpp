#include "game/table/table.hpp"

#include "base/printable.hpp"
#include "game/rules/rule_state_size.hpp"
#include "game/saves/journal_file.hpp"
#include "game/words.hpp"
#include "game_api/input_check.hpp"
#include "game_api/player_names.hpp"

#include <algorithm>
#include <cctype>

namespace wumpus::game {
namespace {}  // namespace

Table::Table(std::unique_ptr<Game> game, TableOptions options)
    : game_(std::move(game)), options_(std::move(options)) {
  if (options_.writer && !options_.save_path.empty())
    game_->set_journal_reader([path = journal_path_for(options_.save_path)](
                                  std::uint64_t id, std::uint64_t count,
                                  std::vector<LogEntry>* entries,
                                  std::string* error) {
      return read_journal(path, id, count, entries, error);
    });
  // A loaded game brings its players: their seats wait, disconnected.
  for (game_api::PlayerId id : game_->players()) {
    seats_[id].name = game_->world().player(id)->name;
    seats_[id].connected = false;
  }
}

std::optional<game_api::PlayerId> Table::sit(const std::string& name, Time now,
                                             std::string* error) {
  ++version_;
  now_ = std::max(now_, now);
  if (const auto held = seat_of(name)) {
    Seat& seat = seats_[*held];
    seat.connected = true;
    seat.away = false;
    seat.last_input = now;
    if (shared()) post_event(seat.name + " is back.");
    return held;
  }
  if (seats_.size() >= options_.max_seats) {
    *error = "this cave is full (" + std::to_string(options_.max_seats) +
             " players)";
    return std::nullopt;
  }
  const game_api::PlayerId id = game_->add_player(name);
  if (!seats_.empty()) post_event(name + " enters the cave.");
  seats_[id].name = name;
  seats_[id].last_input = now;
  return id;
}

void Table::stand(game_api::PlayerId player, Time now, Departure how) {
  const auto seat = seats_.find(player);
  if (seat == seats_.end() || !seat->second.connected) return;
  seat->second.connected = false;
  ++version_;
  now_ = std::max(now_, now);
  if (shared()) {
    post_event(seat->second.name + (how == Departure::Left
                                        ? " leaves the cave."
                                        : " has lost the thread."));
    game_->leave(player, how == Departure::Left ? "left" : "dropped");
  }
  close_round_if_done();
}

bool Table::connected(game_api::PlayerId player) const {
  const auto seat = seats_.find(player);
  return seat != seats_.end() && seat->second.connected;
}

void Table::submit(game_api::PlayerId player, std::string_view typed,
                   Time now) {
  // What a player types reaches the log, the recording and every screen
  // only as printable text: no escape sequence of theirs is echoed back
  // in an error, kept in a recording or replayed into a cast.
  const std::string line = base::printable(typed);
  std::string error;
  if (const auto input = parse_input(line, &error, game_->verbs())) {
    submit(player, *input, now);
    return;
  }
  if (!seats_.count(player)) return;
  seats_[player].last_input = now;
  game_->apply_line(player, line);  // logged, so a replay answers the same
  ++version_;
}

void Table::submit(game_api::PlayerId player, const game_api::Input& input,
                   Time now) {
  const auto seat = seats_.find(player);
  if (seat == seats_.end()) return;
  seat->second.last_input = now;
  seat->second.away = false;
  now_ = std::max(now_, now);
  ++version_;
  if (const auto* c = std::get_if<game_api::Command>(&input)) {
    if (carving_)
      return game_->post(player, "info",
                         "A new cave is being carved; wait a moment.");
    // A client parses with the verbs its view lists; the rules may have
    // been reloaded since.
    if (std::string error; !check_verb_use(*c, game_->verbs(), &error))
      return game_->post(player, "error", error);
    command(player, *c);
    if (!round_started_ && !acted_.empty()) round_started_ = now;
    close_round_if_done();
  } else {
    request(player, std::get<game_api::Request>(input), now);
  }
}

void Table::command(game_api::PlayerId player,
                    const game_api::Command& command) {
  if (!shared()) {
    game_->act(player, command, true);
    return;
  }
  if (costs_turn(command.verb) && acted_.count(player) && playing(player)) {
    std::vector<std::string> names;
    for (game_api::PlayerId id : waiting_for())
      names.push_back(seats_[id].name);
    game_->post(
        player, "info",
        "You have acted this round; waiting for " + comma_list(names) + ".");
    return;
  }
  if (game_->act(player, command, false).turn_spent) acted_.insert(player);
}

void Table::advance(Time now) {
  now_ = std::max(now_, now);
  post_held_events();
  for (auto& [id, seat] : seats_) {
    const bool away =
        seat.connected && now - seat.last_input >= options_.away_after;
    if (away != seat.away) ++version_;
    seat.away = away;
  }
  if (!carving_ && round_started_ &&
      now >= *round_started_ + options_.round_deadline && !acted_.empty()) {
    std::vector<std::string> names;
    for (game_api::PlayerId id : waiting_for())
      names.push_back(seats_[id].name);
    if (!names.empty())
      post_all("info", "The round goes on without " + comma_list(names) + ".");
    tick("deadline");
  }
}

std::optional<Time> Table::next_deadline() const {
  std::optional<Time> next;
  if (round_started_) next = *round_started_ + options_.round_deadline;
  if (const auto events = event_lines_.due())
    next = next ? std::min(*next, *events) : *events;
  return next;
}

void Table::close_round_if_done() {
  if (carving_ || !shared() || acted_.empty() || !waiting_for().empty()) return;
  tick("round");
}

void Table::tick(const char* why) {
  game_->tick(why);
  acted_.clear();
  round_started_.reset();
  ++round_;
  ++version_;
}

std::vector<game_api::PlayerId> Table::waiting_for() const {
  std::vector<game_api::PlayerId> waiting;
  for (const auto& [id, seat] : seats_)
    if (seat.connected && playing(id) && !acted_.count(id))
      waiting.push_back(id);
  return waiting;
}

bool Table::playing(game_api::PlayerId player) const {
  const Player* p = game_->world().player(player);
  return p && p->alive && !p->won;
}

bool Table::is_owner(game_api::PlayerId player) const {
  return !seats_.empty() && seats_.begin()->first == player;
}

void Table::watch(game_api::PlayerId target) {
  if (const auto seat = seats_.find(target); seat != seats_.end()) {
    ++seat->second.watchers;
    ++version_;
  }
}

void Table::unwatch(game_api::PlayerId target) {
  if (const auto seat = seats_.find(target);
      seat != seats_.end() && seat->second.watchers > 0) {
    --seat->second.watchers;
    ++version_;
  }
}

game_api::PlayerView Table::view(game_api::PlayerId player,
                                 bool with_messages) const {
  game_api::PlayerView view;
  view_into(player, view, with_messages);
  return view;
}

void Table::view_into(game_api::PlayerId player, game_api::PlayerView& view,
                      bool with_messages) const {
  game_->view_into(player, view, with_messages);
  view.table = table_view();
}

game_api::TableView Table::table_view() const {
  game_api::TableView table;
  table.shared = shared();
  if (!seats_.empty()) table.owner = seats_.begin()->second.name;
  bool anyone_playing = false, anyone_won = false;
  for (const auto& [id, seat] : seats_) {
    const Player* p = game_->world().player(id);
    game_api::SeatView s;
    s.name = seat.name;
    s.connected = seat.connected;
    s.away = seat.away;
    s.acted = acted_.count(id) > 0;
    s.outcome = p->won     ? game_api::Outcome::Won
                : p->alive ? game_api::Outcome::Playing
                           : game_api::Outcome::Dead;
    // Only once final: a score moving every turn would change every
    // view at the table on every command.
    if (s.outcome != game_api::Outcome::Playing) {
      auto& final = final_scores_[id];
      const auto revision = game_->view_revision(id);
      if (final.revision != revision)
        final = {revision, game_->score(id).points};
      s.score = final.points;
    }
    anyone_playing |= s.outcome == game_api::Outcome::Playing;
    anyone_won |= s.outcome == game_api::Outcome::Won;
    table.seats.push_back(s);
    table.spectators += seat.watchers;
  }
  table.team = anyone_playing ? game_api::Outcome::Playing
               : anyone_won   ? game_api::Outcome::Won
                              : game_api::Outcome::Dead;
  if (shared()) {
    for (game_api::PlayerId id : waiting_for())
      table.waiting_for.push_back(seats_.at(id).name);
    table.round = round_;
    if (round_started_) {
      const auto left = *round_started_ + options_.round_deadline - now_;
      table.deadline_seconds = static_cast<std::uint32_t>(std::max<long long>(
          0, std::chrono::ceil<std::chrono::seconds>(left).count()));
    }
  }
  return table;
}

std::vector<game_api::PlayerId> Table::seats() const {
  std::vector<game_api::PlayerId> ids;
  for (const auto& [id, seat] : seats_) ids.push_back(id);
  return ids;
}

std::optional<game_api::PlayerId> Table::seat_of(
    const std::string& name) const {
  const std::string wanted = game_api::folded_name(name);
  for (const auto& [id, seat] : seats_)
    if (game_api::folded_name(seat.name) == wanted) return id;
  return std::nullopt;
}

bool Table::invited(const std::string& name) const {
  return invited_.count(game_api::folded_name(name)) > 0;
}

std::vector<std::string> Table::invitations() const {
  return {invited_.begin(), invited_.end()};
}

void Table::restore_invitations(const std::vector<std::string>& names) {
  for (const std::string& name : names)
    if (game_api::valid_player_name(name) && invited_.size() < kMaxInvitations)
      invited_.insert(game_api::folded_name(name));
}

// The owner of a private cave lets a player in by name: the lobby shows
// them the cave as an invitation, and joining it is no longer refused.
void Table::invite(game_api::PlayerId player, const std::string& name) {
  const auto tell = [&](const char* kind, const std::string& text) {
    game_->post(player, kind, text);
  };
  if (options_.local)
    return tell("error", "invite works only in a shared cave on a server.");
  if (!options_.is_private)
    return tell("info",
                "This cave is open: anyone may join it from the lobby.");
  if (!is_owner(player))
    return tell("error", "Only " + seats_.begin()->second.name +
                             ", who owns this cave, can invite.");
  if (!game_api::valid_player_name(name))
    return tell("error",
                "That is not a player's name: " + game_api::name_rule() + ".");
  if (seat_of(name)) return tell("info", name + " has a seat here already.");
  if (invited(name)) return tell("info", name + " is invited already.");
  if (invited_.size() >= kMaxInvitations)
    return tell("error", "This cave has invited as many as it may.");
  invited_.insert(game_api::folded_name(name));
  ++version_;
  post_all("info", seats_.at(player).name + " invites " + name +
                       ": the lobby shows them this cave, and they may join.");
}

void Table::resume(std::uint32_t round,
                   const std::map<game_api::PlayerId, Time>& last_inputs) {
  round_ = std::max<std::uint32_t>(round, 1);
  for (const auto& [id, at] : last_inputs) {
    const auto seat = seats_.find(id);
    if (seat != seats_.end()) seat->second.last_input = at;
  }
}

Time Table::last_input(game_api::PlayerId player) const {
  const auto seat = seats_.find(player);
  return seat == seats_.end() ? Time{} : seat->second.last_input;
}

std::size_t Table::spectators() const {
  std::size_t count = 0;
  for (const auto& [id, seat] : seats_) count += seat.watchers;
  return count;
}

std::uint64_t Table::post_save(const std::string& path) {
  SaveSnapshot state = game_->save_snapshot(true);
  const std::pair journal{state.journal_id, state.log_first + state.log.size()};
  const std::uint64_t ticket = options_.writer(path, std::move(state));
  journal_saves_[ticket] = journal;
  return ticket;
}

void Table::saved(std::uint64_t ticket, const std::string& error) {
  // A write settles every save of the cave handed over up to its ticket
  // (those it replaced were never written): the newest one's entries are
  // in the journal's file now.
  std::optional<std::pair<std::uint64_t, std::uint64_t>> landed;
  while (!journal_saves_.empty() && journal_saves_.begin()->first <= ticket)
    landed = journal_saves_.extract(journal_saves_.begin()).mapped();
  if (landed && error.empty())
    game_->forget_journal(landed->first, landed->second);
  // An autosave already being written when the player asked settles
  // nothing of theirs: their state is in a later write.
  const auto told = std::erase_if(awaiting_save_, [&](const auto& waiting) {
    if (waiting.second > ticket) return false;
    game_->post(
        waiting.first, error.empty() ? "info" : "error",
        error.empty() ? "The cave is saved." : "Could not save: " + error);
    return true;
  });
  if (told > 0) ++version_;
  // Autosaves too: everyone hears once that the cave cannot be saved (a
  // full disk, every few seconds), and once that it can again.
  if (error.empty() == !saves_failing_) return;
  saves_failing_ = !error.empty();
  post_all(error.empty() ? "info" : "error",
           error.empty() ? "The cave is saved again."
                         : "The server cannot save this cave: " + error +
                               ". It keeps trying.");
  ++version_;
}

bool Table::autosave(std::string* error) {
  if (options_.save_path.empty()) {
    *error = "this game has no save file";
    return false;
  }
  return save(options_.save_path, error);
}

bool Table::save(const std::string& path, std::string* error) {
  if (!options_.writer) return game_->save(path, error);
  if (!rule_state_fits(game_->world(), error)) return false;
  post_save(path);
  return true;
}

}  // namespace wumpus::game
