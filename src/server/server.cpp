#include "server/server.hpp"

#include "base/hex.hpp"
#include "game_api/command.hpp"

#include <sys/socket.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <random>
#include <thread>

namespace wumpus::server {
namespace {

using Clock = std::chrono::steady_clock;
constexpr auto kAcceptRetry = std::chrono::milliseconds(100);
// A burst may free and fill the descriptors again and again: a line a
// minute at most says enough.
constexpr auto kAcceptFailureLogEvery = std::chrono::minutes(1);

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
  const std::uint64_t high = draw(device);
  return base::hex64(high) + base::hex64(draw(device));
}

}  // namespace

Server::Server(ServerSetup setup)
    : setup_(std::move(setup)),
      loop_(asio::make_strand(io_)),
      acceptor_(loop_),
      accept_retry_(loop_),
      timer_(loop_),
      signals_(loop_, SIGTERM, SIGHUP, SIGINT),
      caves_(
          io_, loop_, setup_,
          [this](const std::weak_ptr<Cave>& cave,
                 const game::Settings& settings) { carve(cave, settings); }) {}

Server::~Server() = default;

bool Server::start(std::string* error) {
  std::error_code code;
  std::filesystem::create_directories(setup_.state_dir, code);
  if (code) {
    *error = "cannot create " + setup_.state_dir + ": " + code.message();
    return false;
  }
  // Before the socket is touched: it may be another server's.
  lock_ = ServerLock::take(setup_.state_dir, setup_.socket_path, error);
  if (!lock_) return false;
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
  if (!scores_ ||
      !moderation_.load(setup_.state_dir + "/moderation.json", error))
    return false;
  caves_.resume();
  return admin_.open(error);
}

void Server::run() {
  signals_.async_wait([this](std::error_code, int) { shut_down(); });
  accept();
  schedule_tick();
  std::vector<std::thread> helpers;
  for (unsigned i = 1; i < std::max(1u, setup_.threads); ++i)
    helpers.emplace_back([this] { io_.run(); });
  io_.run();
  for (auto& helper : helpers) helper.join();
}

void Server::stop() {
  asio::post(loop_, [this] { shut_down(); });
}

void Server::shut_down() {
  // A tick whose timer had fired is queued behind this: cancelling the
  // timer does not stop it, and it would set the timer again.
  if (std::exchange(stopping_, true)) return;
  maker_.stop();
  unsaved_ = caves_.save_all();
  for (const auto& session : std::set(sessions_)) {
    const bool lost =
        session->cave() && std::find(unsaved_.begin(), unsaved_.end(),
                                     *session->cave()) != unsaved_.end();
    session->drop(lost ? "the server is stopping; your cave could not be "
                         "saved"
                       : "the server is stopping; your cave is saved",
                  net::reason::kServerStopping);
  }
  std::error_code ignored;
  acceptor_.close(ignored);
  accept_retry_.cancel();
  timer_.cancel();
  signals_.cancel();
  std::filesystem::remove(setup_.socket_path, ignored);
  admin_.close();
}

void Server::accept() {
  acceptor_.async_accept([this](std::error_code error,
                                asio::local::stream_protocol::socket socket) {
    if (!acceptor_.is_open()) return;  // shutting down
    if (error) return accept_later(error);
    const uid_t uid = peer_uid_of(socket);
    auto session =
        std::make_shared<ClientSession>(*this, setup_, std::move(socket), uid);
    sessions_.insert(session);
    session->start();
    const auto refusal = crowding(uid);
    if (sessions_.size() > setup_.max_sessions)
      session->drop("the server is full; try again later", reason::kServerFull);
    else if (refusal)
      session->drop(refusal->text, refusal->code);
    accept();
  });
}

// Out of descriptors (EMFILE, ENFILE) the connection waits in the
// backlog: accepting again at once would spin, giving up would leave the
// server deaf once the burst has passed. So it tries again shortly, and
// says so at most once a minute.
void Server::accept_later(std::error_code error) {
  const auto now = Clock::now();
  if (!accept_failure_logged_ ||
      now - *accept_failure_logged_ >= kAcceptFailureLogEvery) {
    std::fprintf(stderr,
                 "wumpus serve: cannot accept connections: %s; trying again "
                 "every %lld ms\n",
                 error.message().c_str(),
                 static_cast<long long>(kAcceptRetry.count()));
    accept_failure_logged_ = now;
  }
  accept_retry_.expires_after(kAcceptRetry);
  accept_retry_.async_wait([this](std::error_code cancelled) {
    if (!cancelled) accept();
  });
}

void Server::received(ClientSession& session, net::ClientMessage message) {
  if (!session.greeted() && !std::holds_alternative<net::Hello>(message))
    return session.drop("say hello first");
  const auto now = Clock::now();
  // The lobby's client asks for the list by itself: that is not a sign
  // of life.
  if (!std::holds_alternative<net::ListCaves>(message)) session.heard(now);
  if (session.greeted())
    if (auto refusal = guard_.admit(session.name(), message, now,
                                    cave_ask(session, message));
        refusal || (refusal = silenced(session, message)))
      return session.send(net::Problem{refusal->text, refusal->code});
  std::visit(
      [&](auto& m) {
        using T = std::decay_t<decltype(m)>;
        if constexpr (std::is_same_v<T, net::Hello>) hello(session, m);
        if constexpr (std::is_same_v<T, net::ListCaves>) send_lobby(session);
        if constexpr (std::is_same_v<T, net::AskScores>)
          send_scores(session, m.daily);
        if constexpr (std::is_same_v<T, net::CreateCave>) create(session, m);
        if constexpr (std::is_same_v<T, net::JoinCave>) join(session, m.cave);
        if constexpr (std::is_same_v<T, net::WatchCave>) watch(session, m);
        if constexpr (std::is_same_v<T, net::Act>) act(session, m.input);
        if constexpr (std::is_same_v<T, net::Leave>)
          leave(session, game::Table::Departure::Left);
      },
      message);
}

void Server::hello(ClientSession& session, const net::Hello& hello) {
  if (session.greeted()) return session.drop("hello twice");
  if (hello.version != net::kProtocolVersion)
    return session.drop("this server speaks protocol version " +
                        std::to_string(net::kProtocolVersion) +
                        "; update wumpus");
  std::string error;
  const auto name = player_name_for(session.peer_uid(), setup_.trusted_uid,
                                    hello.name, &error);
  if (!name) return session.drop(error);
  if (moderation_.banned(*name))
    return session.drop(*name + " is banned from this server", reason::kBanned);
  if (auto refusal = guard_.admit_login(*name, Clock::now()))
    return session.drop(refusal->text, refusal->code);
  for (const auto& other : std::set(sessions_))
    if (other.get() != &session && other->greeted() &&
        same_name(other->name(), *name)) {
      other->drop("you connected again from elsewhere");
      // Now, so that this session takes the seat it held.
      leave(*other, game::Table::Departure::Dropped);
    }
  auto& token = tokens_[*name];
  if (token.empty()) token = new_token();
  session.greet(
      *name, !hello.token.empty() && hello.token == token ? hello.last_seq : 0);
  session.send(net::Welcome{*name, token, setup_.mods});
  // A player with a seat in an unfinished cave goes straight back to it
  // (its digest says so: no cave's mutex is waited for).
  const std::string folded = folded_name(*name);
  for (const auto& [id, cave] : caves_.caves())
    if (const auto digest = cave->digest.get();
        digest && digest->playing.count(folded))
      return join(session, id);
  send_lobby(session);
}

// The input is played on the cave's strand; a seat left meanwhile drops
// it. What a spectator may do is decided here alone: talk, or follow
// another player.
void Server::act(ClientSession& session, const game_api::Input& input) {
  auto cave = session.cave() ? caves_.share(*session.cave()) : nullptr;
  // A seat whose cave is gone from the store: its close is under way, and
  // its goodbye follows.
  if (!cave)
    return session.send(net::Problem{
        session.cave() ? "this cave is closing"
                       : "you are in the lobby: join a cave first"});
  const auto* request = std::get_if<game_api::Request>(&input);
  const auto kind = request ? std::optional(request->kind) : std::nullopt;
  if (kind == game_api::RequestKind::Kick ||
      kind == game_api::RequestKind::Mute)
    return moderate_in_cave(session, *request);
  if (kind == game_api::RequestKind::Watch) {
    if (!session.watching())
      return session.send(net::Problem{
          "you are playing here: leave the cave to watch it from the lobby"});
    return watch(session, net::WatchCave{cave->id, request->argument});
  }
  if (session.watching() && kind != game_api::RequestKind::Say)
    return session.send(net::Problem{
        "you are watching: say TEXT to talk, watch NAME to follow another "
        "player"});
  asio::post(
      cave->strand, [this, cave, key = &session, input, name = session.name(),
                     watching = session.watching(), player = session.player(),
                     epoch = session.seat_epoch()] {
        CaveLock lock(cave->mutex);
        const auto recipient = cave->recipients.find(key);
        if (cave->closed || recipient == cave->recipients.end() ||
            recipient->second.seat_epoch != epoch)
          return;
        if (watching)
          cave->table->say_as_spectator(
              name, std::get<game_api::Request>(input).argument, Clock::now());
        else
          cave->table->submit(player, input, Clock::now());
        publish(*cave);
      });
}

void Server::closed(ClientSession& session) {
  leave(session, game::Table::Departure::Dropped);
  for (auto it = sessions_.begin(); it != sessions_.end(); ++it)
    if (it->get() == &session) {
      sessions_.erase(it);
      break;
    }
}

}  // namespace wumpus::server
