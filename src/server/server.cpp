#include "server/server.hpp"

#include "game/atomic_file.hpp"
#include "game_api/json_parse.hpp"
#include "game_api/printable.hpp"
#include "game_api/view_json.hpp"
#include "net/frame.hpp"

#include <pwd.h>
#include <sys/socket.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

namespace wumpus::server {
namespace {

using Clock = std::chrono::steady_clock;
constexpr auto kTickEvery = std::chrono::milliseconds(200);
constexpr int kHighScores = 20;

uid_t peer_uid_of(asio::local::stream_protocol::socket& socket) {
  ucred credentials{};
  socklen_t size = sizeof credentials;
  if (getsockopt(socket.native_handle(), SOL_SOCKET, SO_PEERCRED, &credentials,
                 &size) != 0)
    return static_cast<uid_t>(-1);
  return credentials.uid;
}

std::string new_token() {
  std::random_device device;
  std::uniform_int_distribution<std::uint64_t> draw;
  char text[33];
  std::snprintf(text, sizeof text, "%016llx%016llx",
                static_cast<unsigned long long>(draw(device)),
                static_cast<unsigned long long>(draw(device)));
  return text;
}

bool same_name(const std::string& a, const std::string& b) {
  return a.size() == b.size() &&
         std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) ==
                  std::tolower(static_cast<unsigned char>(y));
         });
}

std::string read_small_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

std::optional<std::string> player_name_for(uid_t peer, uid_t trusted,
                                           const std::string& asked,
                                           std::string* error) {
  std::string name = asked;
  if (peer != trusted || asked.empty()) {
    if (!asked.empty()) {
      *error = "only the hosting account may choose a player name";
      return std::nullopt;
    }
    const passwd* user = getpwuid(peer);
    name = user ? user->pw_name : "";
  }
  if (!game::valid_player_name(name)) {
    *error = "\"" + game::printable(name) +
             "\" is not a player name (3 to 16 of A-Z a-z 0-9 _ -)";
    return std::nullopt;
  }
  return name;
}

Server::Server(ServerSetup setup)
    : setup_(std::move(setup)),
      acceptor_(io_),
      timer_(io_),
      signals_(io_, SIGTERM, SIGHUP, SIGINT) {}

Server::~Server() = default;

bool Server::start(std::string* error) {
  std::error_code code;
  std::filesystem::create_directories(setup_.state_dir, code);
  if (code) {
    *error = "cannot create " + setup_.state_dir + ": " + code.message();
    return false;
  }
  std::filesystem::remove(setup_.socket_path, code);
  asio::local::stream_protocol::endpoint endpoint(setup_.socket_path);
  acceptor_.open(endpoint.protocol(), code);
  if (!code) acceptor_.bind(endpoint, code);
  if (!code) acceptor_.listen(asio::socket_base::max_listen_connections, code);
  if (code) {
    *error = "cannot listen on " + setup_.socket_path + ": " + code.message();
    return false;
  }
  // Who may connect is the socket's directory's business; identity comes
  // from the peer's credentials.
  std::filesystem::permissions(setup_.socket_path,
                               std::filesystem::perms::owner_all |
                                   std::filesystem::perms::group_all |
                                   std::filesystem::perms::others_all,
                               code);
  scores_ =
      scores::ScoreBoard::open(setup_.state_dir + "/scores.sqlite", error);
  if (!scores_) return false;
  resume_caves();
  return true;
}

void Server::run() {
  signals_.async_wait([this](std::error_code, int) { shut_down(); });
  accept();
  timer_.expires_after(kTickEvery);
  timer_.async_wait([this](std::error_code error) {
    if (!error) tick();
  });
  io_.run();
}

void Server::stop() {
  asio::post(io_, [this] { shut_down(); });
}

void Server::shut_down() {
  for (auto& [id, cave] : caves_) save(cave);
  writer_.flush();
  report_save_errors();
  for (const auto& session : std::set(sessions_))
    session->drop("the server is shutting down; your cave is saved");
  std::error_code ignored;
  acceptor_.close(ignored);
  timer_.cancel();
  signals_.cancel();
  std::filesystem::remove(setup_.socket_path, ignored);
}

void Server::accept() {
  acceptor_.async_accept([this](std::error_code error,
                                asio::local::stream_protocol::socket socket) {
    if (error) return;  // closed: shutting down
    const uid_t uid = peer_uid_of(socket);
    auto session = std::make_shared<Session>(*this, std::move(socket), uid);
    sessions_.insert(session);
    session->start();
    if (sessions_.size() > setup_.max_sessions)
      session->drop("the server is full; try again later");
    accept();
  });
}

void Server::tick() {
  const auto now = Clock::now();
  for (auto& [id, cave] : caves_) {
    const auto version = cave.table->version();
    cave.table->advance(now);
    if (cave.table->version() != version) publish(cave);
  }
  for (const auto& session : std::set(sessions_)) {
    if (!session->cave || session->watching) continue;
    Cave* cave = find_cave(*session->cave);
    if (cave &&
        now - cave->table->last_input(session->player) > setup_.kick_after)
      session->drop("idle for too long; your seat is kept");
  }
  save_due_caves();
  report_save_errors();
  timer_.expires_after(kTickEvery);
  timer_.async_wait([this](std::error_code error) {
    if (!error) tick();
  });
}

void Server::received(Session& session, net::ClientMessage message) {
  if (!session.greeted && !std::holds_alternative<net::Hello>(message))
    return session.drop("say hello first");
  std::visit(
      [&](auto& m) {
        using T = std::decay_t<decltype(m)>;
        if constexpr (std::is_same_v<T, net::Hello>) hello(session, m);
        if constexpr (std::is_same_v<T, net::ListCaves>) send_lobby(session);
        if constexpr (std::is_same_v<T, net::AskScores>) send_scores(session);
        if constexpr (std::is_same_v<T, net::CreateCave>) create(session, m);
        if constexpr (std::is_same_v<T, net::JoinCave>) join(session, m.cave);
        if constexpr (std::is_same_v<T, net::WatchCave>) watch(session, m);
        if constexpr (std::is_same_v<T, net::Line>) line(session, m.text);
        if constexpr (std::is_same_v<T, net::Leave>) leave(session);
      },
      message);
}

void Server::hello(Session& session, const net::Hello& hello) {
  if (session.greeted) return session.drop("hello twice");
  if (hello.version != net::kProtocolVersion)
    return session.drop("this server speaks protocol version " +
                        std::to_string(net::kProtocolVersion) +
                        "; update wumpus");
  std::string error;
  const auto name =
      player_name_for(session.peer_uid, setup_.trusted_uid, hello.name, &error);
  if (!name) return session.drop(error);
  for (const auto& other : std::set(sessions_))
    if (other.get() != &session && other->greeted &&
        same_name(other->name, *name))
      other->drop("you connected again from elsewhere");
  session.greeted = true;
  session.name = *name;
  auto& token = tokens_[*name];
  if (token.empty()) token = new_token();
  if (!hello.token.empty() && hello.token == token)
    session.resume_seq = hello.last_seq;
  session.send(net::Welcome{*name, token});
  // A player with a seat in an unfinished cave goes straight back to it.
  for (auto& [id, cave] : caves_) {
    const auto held = cave.table->seat_of(*name);
    if (held && cave.table->view(*held).outcome == game::Outcome::Playing) {
      join(session, id);
      return;
    }
  }
  send_lobby(session);
}

void Server::create(Session& session, const net::CreateCave& request) {
  if (caves_.size() >= setup_.max_caves)
    return session.send(net::Problem{"the server holds all the caves it can"});
  leave(session);
  std::string error;
  auto game = setup_.create(request.options, &error);
  if (!game) return session.send(net::Problem{"no cave: " + error});
  const std::uint32_t id = next_cave_++;
  // The record is written here, not by the writer: a state directory the
  // server cannot write to refuses the cave at once.
  const auto meta = net::encode(net::CreateCave{request.options});
  const nlohmann::json record_text = {
      {"id", id}, {"owner", session.name}, {"create", meta}};
  if (!game::write_atomically(cave_path(id, ".meta.json"), record_text.dump(),
                              &error))
    return session.send(net::Problem{"cannot keep a new cave: " + error});
  Cave& cave = caves_[id];
  cave.id = id;
  cave.owner = session.name;
  cave.options = request.options;
  cave.table = std::make_shared<game::Table>(
      std::move(game), table_options(id, request.options));
  record(cave);
  save(cave);
  join(session, id);
}

void Server::join(Session& session, std::uint32_t id) {
  Cave* cave = find_cave(id);
  if (!cave) return session.send(net::Problem{"there is no such cave"});
  const auto held = cave->table->seat_of(session.name);
  if (cave->options.is_private && !held && cave->owner != session.name)
    return session.send(net::Problem{"that cave is private"});
  leave(session);
  std::string error;
  const auto player = cave->table->sit(session.name, Clock::now(), &error);
  if (!player) return session.send(net::Problem{error});
  seat(session, *cave, *player, false);
}

void Server::watch(Session& session, const net::WatchCave& request) {
  Cave* cave = find_cave(request.cave);
  if (!cave) return session.send(net::Problem{"there is no such cave"});
  if (cave->options.is_private)
    return session.send(net::Problem{"that cave is private"});
  const auto target = request.player.empty()
                          ? std::optional(cave->table->seats().front())
                          : cave->table->seat_of(request.player);
  if (!target)
    return session.send(net::Problem{"nobody of that name is there"});
  leave(session);
  cave->table->watch(*target);
  seat(session, *cave, *target, true);
}

void Server::seat(Session& session, Cave& cave, game::PlayerId player,
                  bool watching) {
  session.cave = cave.id;
  session.player = player;
  session.watching = watching;
  session.seen_version = 0;
  session.restart_views();
  session.seen_seq = watching ? 0 : std::exchange(session.resume_seq, 0);
  cave.sessions.insert(&session);
  session.send(net::Seated{cave.id, watching});
  publish(cave);
}

void Server::line(Session& session, const std::string& text) {
  Cave* cave = session.cave ? find_cave(*session.cave) : nullptr;
  if (!cave)
    return session.send(
        net::Problem{"you are in the lobby: join a cave first"});
  if (session.watching) {
    std::string error;
    const auto input = game::parse_input(text, &error);
    const auto* request = input ? std::get_if<game::Request>(&*input) : nullptr;
    if (!request || request->kind != game::RequestKind::Say)
      return session.send(
          net::Problem{"you are watching: only say TEXT reaches the players"});
    cave->table->say_as_spectator(session.name, request->argument,
                                  Clock::now());
  } else {
    cave->table->submit(session.player, text, Clock::now());
  }
  publish(*cave);
}

void Server::leave(Session& session) {
  Cave* cave = session.cave ? find_cave(*session.cave) : nullptr;
  session.cave.reset();
  if (!cave) return;
  cave->sessions.erase(&session);
  if (session.watching)
    cave->table->unwatch(session.player);
  else
    cave->table->stand(session.player, Clock::now());
  publish(*cave);
}

void Server::closed(Session& session) {
  leave(session);
  for (auto it = sessions_.begin(); it != sessions_.end(); ++it)
    if (it->get() == &session) {
      sessions_.erase(it);
      break;
    }
}

void Server::send_lobby(Session& session) {
  net::Lobby lobby;
  const auto now = Clock::now();
  for (const auto& [id, cave] : caves_) {
    net::CaveSummary summary;
    summary.id = id;
    summary.owner = cave.owner;
    summary.is_private = cave.options.is_private;
    summary.spectators = static_cast<std::uint32_t>(cave.table->spectators());
    game::Time last{};
    for (game::PlayerId seat : cave.table->seats()) {
      const auto view = cave.table->view(seat);
      summary.players.push_back(view.name);
      summary.turn = std::max(summary.turn, view.turn);
      if (summary.shape.empty()) {
        summary.shape = view.cave.shape;
        summary.preset = view.cave.preset;
        summary.state = game::outcome_name(view.table.team);
      }
      last = std::max(last, cave.table->last_input(seat));
    }
    summary.idle_seconds = static_cast<std::uint32_t>(
        std::chrono::duration_cast<std::chrono::seconds>(now - last).count());
    lobby.caves.push_back(std::move(summary));
  }
  session.send(lobby);
}

void Server::send_scores(Session& session) {
  net::Scores reply;
  std::string error;
  for (const auto& entry : scores_->top(kHighScores, &error))
    reply.best.push_back({entry.name, entry.points, entry.won, entry.cause,
                          entry.turns, entry.maze});
  session.send(reply);
}

void Server::publish(Cave& cave) {
  const auto version = cave.table->version();
  for (Session* session : cave.sessions) {
    if (session->seen_version == version) continue;
    session->seen_version = version;
    session->send_view(cave.table->view(session->player));
    const auto* stream = cave.table->game().messages(session->player);
    if (!stream) continue;
    auto fresh = stream->since(session->seen_seq);
    if (fresh.empty()) continue;
    session->seen_seq = fresh.back().seq;
    session->send(net::NewMessages{std::move(fresh)});
  }
  record_scores(cave);
}

void Server::record_scores(Cave& cave) {
  for (game::PlayerId seat : cave.table->seats()) {
    if (cave.scored.count(seat)) continue;
    const auto view = cave.table->view(seat);
    if (view.outcome == game::Outcome::Playing) continue;
    cave.scored.insert(seat);
    std::string error;
    scores_->record(
        {view.name, view.score, view.outcome == game::Outcome::Won,
         view.outcome == game::Outcome::Won ? "won" : view.cause, view.turn,
         view.cave.seed, view.cave.shape + " " + view.cave.algorithm,
         view.cheating, ""},
        &error);
  }
}

game::TableOptions Server::table_options(std::uint32_t id,
                                         const net::CaveOptions& cave) {
  game::TableOptions options;
  options.local = false;
  options.save_path = cave_path(id, ".json");
  // Every save of the cave, the server's and a player's `save`, goes
  // with the recording's lines since the last one.
  options.writer = [this, id](const std::string& path, std::string text) {
    Cave* cave = find_cave(id);
    game::RecordingWriter* recording =
        cave ? cave->recording.get() : nullptr;
    if (!recording) return writer_.post(path, std::move(text));
    writer_.post(path, std::move(text), recording->path(),
                 recording->take_pending());
  };
  options.round_deadline = std::chrono::seconds(cave.deadline_seconds);
  options.away_after = setup_.away_after;
  return options;
}

void Server::save(Cave& cave) {
  std::string ignored;  // a table with a writer cannot fail here
  cave.table->autosave(&ignored);
  cave.saved_version = cave.table->version();
  cave.saved_at = Clock::now();
}

// Making a big cave's save takes milliseconds: a hundred of them in one
// handler would stall every player for the whole batch. One cave per
// handler lets players' commands in between, the longest unsaved first.
void Server::save_due_caves() {
  if (!due_saves_.empty()) return;  // the last batch is still going
  const auto now = Clock::now();
  std::vector<Cave*> due;
  for (auto& [id, cave] : caves_)
    if (cave.saved_version != cave.table->version() &&
        now - cave.saved_at >= setup_.save_every)
      due.push_back(&cave);
  std::sort(due.begin(), due.end(), [](const Cave* a, const Cave* b) {
    return a->saved_at > b->saved_at;
  });
  for (const Cave* cave : due) due_saves_.push_back(cave->id);
  if (!due_saves_.empty()) asio::post(io_, [this] { save_next_due(); });
}

void Server::save_next_due() {
  if (due_saves_.empty()) return;
  Cave* cave = find_cave(due_saves_.back());
  due_saves_.pop_back();
  if (cave && cave->saved_version != cave->table->version()) save(*cave);
  if (!due_saves_.empty()) asio::post(io_, [this] { save_next_due(); });
}

void Server::report_save_errors() {
  for (const auto& error : writer_.take_errors())
    std::fprintf(stderr, "wumpus serve: %s\n", error.c_str());
}

void Server::record(Cave& cave) {
  std::string error;
  cave.recording = game::RecordingWriter::open(cave_path(cave.id, ".rec"),
                                               cave.table->game(), &error);
  if (!cave.recording) return;  // the cave plays on, unrecorded
  game::RecordingWriter* writer = cave.recording.get();
  const game::Table* table = cave.table.get();
  cave.table->set_recorder([writer, table](const game::LogEntry& entry) {
    writer->add(entry, table->game());
  });
}

void Server::resume_caves() {
  std::error_code code;
  for (const auto& entry :
       std::filesystem::directory_iterator(setup_.state_dir, code)) {
    const std::string file = entry.path().filename().string();
    if (file.rfind("cave-", 0) != 0 ||
        file.find(".meta.json") == std::string::npos)
      continue;
    std::string problem;
    const auto meta = game::parse_json(read_small_file(entry.path()), &problem);
    if (!meta || !meta->is_object() || !(*meta)["id"].is_number_unsigned() ||
        !(*meta)["owner"].is_string() || !meta->contains("create"))
      continue;
    auto create = net::decode_client((*meta)["create"], &problem);
    const auto* options =
        create ? std::get_if<net::CreateCave>(&*create) : nullptr;
    const auto id = (*meta)["id"].get<std::uint32_t>();
    if (!options || caves_.count(id)) continue;
    auto game = setup_.load(cave_path(id, ".json"), &problem);
    if (!game) continue;
    Cave& cave = caves_[id];
    cave.id = id;
    cave.owner = (*meta)["owner"].get<std::string>();
    cave.options = options->options;
    cave.table = std::make_shared<game::Table>(
        std::move(game), table_options(id, options->options));
    cave.saved_version = cave.table->version();
    cave.saved_at = Clock::now();
    record(cave);
    for (game::PlayerId seat : cave.table->seats())
      if (cave.table->view(seat).outcome != game::Outcome::Playing)
        cave.scored.insert(seat);
    next_cave_ = std::max(next_cave_, id + 1);
  }
}

std::string Server::cave_path(std::uint32_t id, const char* suffix) const {
  return setup_.state_dir + "/cave-" + std::to_string(id) + suffix;
}

Server::Cave* Server::find_cave(std::uint32_t id) {
  const auto found = caves_.find(id);
  return found == caves_.end() ? nullptr : &found->second;
}

}  // namespace wumpus::server
