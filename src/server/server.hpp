// `wumpus serve`: one process holding every cave of a host, players
// connecting over a Unix socket (sshd runs `wumpus connect` for them).
// This file handles the connections: greeting, the lobby, seating and
// what each session is sent; the caves and their saves are the store's
// (cave_store.hpp). A small pool of threads runs standalone Asio: the
// server's own state (sessions, the lobby, the store's list of caves,
// scores) lives on one strand, its event loop; each cave's game runs on
// the cave's strand, so a cave's events stay in order while caves run
// in parallel. Seating a client, its moves and its leaving change a cave
// on the cave's strand, under its mutex; the loop reads a cave through
// its digest, and a cave's strand reaches sessions only by posting to
// the loop.
#pragma once

#include "net/protocol.hpp"
#include "scores/score_board.hpp"
#include "server/caves/cave_maker.hpp"
#include "server/caves/cave_store.hpp"
#include "server/host/admin_channel.hpp"
#include "server/host/moderation.hpp"
#include "server/host/server_lock.hpp"
#include "server/server_setup.hpp"
#include "server/sessions/client_session.hpp"
#include "server/sessions/player_name.hpp"
#include "server/sessions/request_guard.hpp"

#include <asio.hpp>

#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>

namespace wumpus::server {

class Server {
 public:
  explicit Server(ServerSetup setup);
  ~Server();

  // Binds the socket and resumes saved caves; false with *error.
  bool start(std::string* error);
  // Runs on setup.threads threads (this one among them) until SIGTERM,
  // SIGHUP or SIGINT (or stop()), then saves every cave and says goodbye
  // to every client.
  void run();
  // Safe from any thread.
  void stop();
  std::size_t cave_count() const { return caves_.size(); }
  // After run(): the caves whose last save failed (a full disk).
  const std::vector<std::uint32_t>& unsaved() const { return unsaved_; }

  // From the host's admin channel (server_admin.cpp).
  AdminReply admin(const AdminRequest& request);
  // Its mute, unmute, ban, unban and moderation (server_moderation.cpp).
  std::optional<AdminReply> moderate(const AdminRequest& request);

  // From sessions.
  void received(ClientSession& session, net::ClientMessage message);
  void closed(ClientSession& session);

 private:
  void accept();
  void accept_later(std::error_code error);
  // Every 200 ms on the loop (server_housekeeping.cpp): the caves' clocks,
  // the idle let go, saves due and how they went.
  void schedule_tick();
  void tick();
  void hello(ClientSession& session, const net::Hello& hello);
  void create(ClientSession& session, const net::CreateCave& request);
  void join(ClientSession& session, std::uint32_t id);
  void watch(ClientSession& session, const net::WatchCave& request);
  void act(ClientSession& session, const game_api::Input& input);
  // A moderator's kick or mute of a player of their cave
  // (server_moderation.cpp).
  void moderate_in_cave(ClientSession& session,
                        const game_api::Request& request);
  // Why the session may not say what it asks to now (a mute), if it may not.
  std::optional<Refusal> silenced(const ClientSession& session,
                                  const net::ClientMessage& message) const;
  // A cave's `new` carved off its strand (CaveStore::Carver).
  void carve(const std::weak_ptr<Cave>& cave, const game::Settings& settings);
  // What a `new` or `restart` asks of the session's cave (noting what a
  // `new SIZE` asks for, what a `new` without one is charged).
  CaveAsk cave_ask(ClientSession& session, const net::ClientMessage& message);
  // Takes the session out of its cave; `how` says whether the player
  // chose to go or lost the connection (the others are told which).
  void leave(ClientSession& session, game::Table::Departure how);
  void send_lobby(ClientSession& session);
  // The best scores, of every game but the daily ones or of a day's.
  void send_scores(ClientSession& session, const std::string& daily);
  // Seating (server_seats.cpp): a join or a watch is answered on the
  // cave's strand, which tells the loop the seat it gave (seated).
  struct SeatRequest {
    std::weak_ptr<ClientSession> session;
    const ClientSession* key = nullptr;  // Cave::recipients
    std::string name;
    bool watching = false;
    std::uint64_t epoch = 0;  // the seat's ClientSession::seat_epoch
    std::uint64_t resume_seq = 0;
    // The loop's Cave::delivered when asked.
    std::map<game_api::PlayerId, std::uint64_t> delivered;
  };
  // A seat or a watch given up, stood up on the cave's strand.
  struct Unseat {
    const ClientSession* key = nullptr;
    std::uint64_t epoch = 0;
    game_api::PlayerId player = 0;
    bool watching = false;
    game::Table::Departure how = game::Table::Departure::Left;
  };
  // `epoch`: the seat number to give (0: a new one).
  SeatRequest seat_request(ClientSession& session, const Cave& cave,
                           bool watching, std::uint64_t epoch = 0);
  void reseat(ClientSession& session, const std::shared_ptr<Cave>& cave);
  void seat(Cave& cave, const SeatRequest& request, game_api::PlayerId player);
  void seated(std::uint32_t cave, const SeatRequest& request,
              game_api::PlayerId player);
  void refuse(const SeatRequest& request, std::string why);
  void stand_up(Cave& cave, const Unseat& left);
  // What changed for one recipient of a cave, built on any strand and
  // delivered on the loop.
  struct Delivery {
    std::weak_ptr<ClientSession> session;
    std::uint64_t seat_epoch = 0;
    game_api::PlayerId player = 0;
    bool watching = false;
    std::shared_ptr<const game_api::PlayerView> view;  // none: unchanged
    // The view's frame from the view this recipient was sent before.
    std::shared_ptr<const game_api::PlayerView> made_from;
    std::string frame;
    std::vector<game_api::Message> messages;
  };
  // Builds what changed for each recipient of the cave (each player's
  // view once, however many watch it) and posts it to the loop; the
  // cave's mutex held.
  void publish(Cave& cave);
  void deliver(std::uint32_t cave, std::vector<Delivery> deliveries,
               std::vector<game_api::PlayerView> finished);
  // The views of the cave's seats whose game ended since the last call,
  // to be scored (server_scores.cpp); the cave's mutex held.
  std::vector<game_api::PlayerView> newly_finished(Cave& cave);
  void record_scores(const std::vector<game_api::PlayerView>& finished);
  void shut_down();

  // Housekeeping (server_housekeeping.cpp): the silent in the lobby or
  // watching are let go, caves nobody uses are closed, old recordings
  // pruned, rested budgets forgotten.
  void keep_house(std::chrono::steady_clock::time_point now);
  // `why` is told to its players; none: unused, so kept if found in use.
  void close_cave(std::uint32_t id, const std::string& why);
  void closed(std::uint32_t id, const std::string& why);
  std::size_t caves_owned_by(const std::string& name);
  // Why a new connection from `uid` is one too many, if it is.
  std::optional<Refusal> crowding(uid_t uid) const;
  // A game made for `name` (cave_maker.hpp) becomes their cave.
  void made(const std::weak_ptr<ClientSession>& maker, const std::string& name,
            const net::CaveOptions& options, std::unique_ptr<game::Game> game,
            const std::string& error);

  ServerSetup setup_;
  std::optional<ServerLock> lock_;  // held from start() to the end
  asio::io_context io_;
  asio::strand<asio::io_context::executor_type> loop_;
  std::uint64_t seats_given_ = 0;  // ClientSession::seat_epoch
  bool stopping_ = false;
  std::vector<std::uint32_t> unsaved_;  // at the end
  asio::local::stream_protocol::acceptor acceptor_;
  asio::steady_timer accept_retry_;
  std::optional<std::chrono::steady_clock::time_point> accept_failure_logged_;
  asio::steady_timer timer_;
  asio::signal_set signals_;
  CaveStore caves_;
  std::set<std::shared_ptr<ClientSession>> sessions_;
  std::map<std::string, std::string> tokens_;  // name -> resume token
  std::unique_ptr<scores::ScoreBoard> scores_;
  Moderation moderation_;
  RequestGuard guard_{setup_};
  CaveMaker maker_{loop_, setup_};
  std::chrono::steady_clock::time_point pruned_at_{};  // recordings
  bool prune_due_ = false;                             // a cave closed since
  AdminChannel admin_{loop_, admin_socket_path(setup_.socket_path),
                      [this](const AdminRequest& r) { return admin(r); }};
};

}  // namespace wumpus::server
