// Table: the session requests players make of the table (save, restart,
// new, reload, who, say, invite, watch), the votes some of them need, and chat.
#include "game/table/table.hpp"

#include "base/printable.hpp"
#include "game/rules/rule_state_size.hpp"
#include "game/words.hpp"

#include <fmt/core.h>

namespace wumpus::game {

void Table::request(game_api::PlayerId player, const game_api::Request& request,
                    Time now) {
  switch (request.kind) {
    case game_api::RequestKind::Save:
      save_request(player, request.argument);
      return;
    case game_api::RequestKind::Restart:
    case game_api::RequestKind::New:
      vote(player, request);
      return;
    case game_api::RequestKind::Who:
      who(player);
      return;
    case game_api::RequestKind::Say:
      say(player, request.argument, now);
      return;
    case game_api::RequestKind::Reload:
      reload(player);
      return;
    case game_api::RequestKind::Invite:
      invite(player, request.argument);
      return;
    case game_api::RequestKind::Advisor:
      advisor(player);
      return;
    case game_api::RequestKind::Watch:  // a server answers it before any table
      game_->post(player, "error",
                  "watch NAME is for spectators of a shared cave.");
      return;
    case game_api::RequestKind::Kick:  // and these
    case game_api::RequestKind::Mute:
      game_->post(player, "error",
                  "kick and mute are for a server's moderators.");
      return;
  }
}

// Only on this computer: in a shared cave the mark would fall on everyone
// at the table, and a server's scores are not the advisor's business.
void Table::advisor(game_api::PlayerId player) {
  if (!options_.local) {
    game_->post(player, "error",
                "The advisor works only in a game on this computer.");
    return;
  }
  game_->mark_advised(player);
}

// Only on this computer (a server's rules are its host's business), and
// only the owner: the rules change for everyone.
void Table::reload(game_api::PlayerId player) {
  if (!options_.local) {
    game_->post(player, "error",
                "reload works only in a game on this computer.");
    return;
  }
  if (!is_owner(player)) {
    game_->post(player, "error",
                "Only " + seats_.begin()->second.name +
                    ", who owns this cave, can reload the rules.");
    return;
  }
  std::string error;
  if (!game_->reload_rules(player, &error))
    game_->post(player, "error",
                "Reload failed, the old rules go on: " + error);
}

void Table::save_request(game_api::PlayerId player, const std::string& file) {
  if (!file.empty() && !options_.local) {
    game_->post(player, "error",
                "Here save takes no file: it saves this cave on the server.");
    return;
  }
  const std::string path = file.empty() ? options_.save_path : file;
  if (path.empty()) {
    game_->post(player, "error", "Save where? Type save FILE.");
    return;
  }
  std::string error;
  if (options_.writer && rule_state_fits(game_->world(), &error)) {
    // Written on another thread: the player hears how it went once it
    // has been (saved()), never before.
    awaiting_save_[player] = post_save(path);
    return;
  }
  if (error.empty() && save(path, &error))
    game_->post(player, "info",
                options_.local ? "Game saved to " + path + "."
                               : std::string("The cave is saved."));
  else
    game_->post(player, "error", "Could not save: " + error);
}

// The cave's owner (its first seat) decides alone; otherwise more than
// half of the connected players must ask for the same thing.
void Table::vote(game_api::PlayerId player, const game_api::Request& request) {
  if (carving_) {
    game_->post(player, "error",
                "A new cave is being carved; wait for it, then ask again.");
    return;
  }
  const std::string key = format_request(request);
  auto& [proposer, voters] = votes_[key];
  if (voters.empty()) proposer = player;
  voters.insert(player);
  std::size_t present = 0;
  for (const auto& [id, seat] : seats_) present += seat.connected ? 1 : 0;
  if (!is_owner(player) && voters.size() * 2 <= present) {
    post_event(seats_[player].name + " asks for \"" + key + "\" (" +
               std::to_string(voters.size()) + " of " +
               std::to_string(present / 2 + 1) + " needed; type it to agree).");
    return;
  }
  run_vote(player, request);
}

std::map<std::string, std::string> Table::open_votes() const {
  std::map<std::string, std::string> open;
  for (const auto& [key, vote] : votes_)
    open[key] = seats_.at(vote.proposer).name;
  return open;
}

void Table::run_vote(game_api::PlayerId player,
                     const game_api::Request& request) {
  votes_.clear();
  if (request.kind == game_api::RequestKind::New && options_.carve)
    return start_carving(player, request.argument);
  std::string error;
  const bool ok = request.kind == game_api::RequestKind::Restart
                      ? game_->restart(player, &error)
                      : game_->start_new(player, request.argument, &error);
  if (!ok) {
    game_->post(player, "error",
                (request.kind == game_api::RequestKind::New ? "No new cave: "
                                                            : "No restart: ") +
                    error);
    return;
  }
  first_round();
}

void Table::who(game_api::PlayerId player) {
  std::vector<std::string> people;
  for (const auto& [id, seat] : seats_) {
    std::string entry = seat.name;
    std::vector<std::string> notes;
    if (is_owner(id)) notes.push_back("owner");
    const Player* p = game_->world().player(id);
    notes.push_back(!seat.connected ? "gone"
                    : p->won        ? "out"
                    : !p->alive     ? "dead"
                                    : "playing");
    if (seat.watchers)
      notes.push_back(std::to_string(seat.watchers) + " watching");
    people.push_back(entry + " (" + comma_list(notes) + ")");
  }
  game_->post(player, "info", "At this table: " + comma_list(people) + ".");
}

// How fast anyone may talk is the server's one limit (chat-burst and
// chats-per-minute, seated or watching, reason chat-rate), not a table's.
void Table::say(game_api::PlayerId player, std::string_view text, Time) {
  game_->chat(
      fmt::format("<{}> {}", seats_[player].name, base::printable(text)));
}

void Table::say_as_spectator(const std::string& name, std::string_view text,
                             Time) {
  ++version_;
  game_->chat(fmt::format("<{} (watching)> {}", base::printable(name),
                          base::printable(text)));
}

void Table::notice(const std::string& text) {
  ++version_;
  post_all("info", text);
}

void Table::post_all(const std::string& kind, const std::string& text) {
  for (const auto& [id, seat] : seats_) game_->post(id, kind, text);
}

}  // namespace wumpus::game
