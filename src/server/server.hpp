// `wumpus serve`: one process holding every cave of a host, players
// connecting over a Unix socket (sshd runs `wumpus connect` for them).
// One thread runs the event loop (standalone Asio); tables, sessions and
// saves are touched only from it, so nothing needs a lock.
#pragma once

#include "game/recording.hpp"
#include "game/table.hpp"
#include "net/protocol.hpp"
#include "scores/score_board.hpp"
#include "server/save_writer.hpp"
#include "server/session.hpp"

#include <asio.hpp>

#include <sys/types.h>

#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace wumpus::server {

struct ServerSetup {
  std::string socket_path;
  // Caves are saved here (cave-N.json and cave-N.meta.json) and resumed
  // on start; scores.sqlite lives here too.
  std::string state_dir;
  // Peers running as this user may say who they are (--name): the shared
  // account sshd logs players into. Others are named by their login.
  uid_t trusted_uid = 0;
  // How games are made and resumed (presets and Lua rules live above).
  std::function<std::unique_ptr<game::Game>(const net::CaveOptions&,
                                            std::string* error)>
      create;
  std::function<std::unique_ptr<game::Game>(const std::string& path,
                                            std::string* error)>
      load;
  std::chrono::milliseconds away_after{120'000};
  std::chrono::milliseconds kick_after{30 * 60'000};
  std::chrono::milliseconds save_every{2'000};
  std::size_t max_caves = 1000;
  std::size_t max_sessions = 2000;
};

class Server {
 public:
  explicit Server(ServerSetup setup);
  ~Server();

  // Binds the socket and resumes saved caves; false with *error.
  bool start(std::string* error);
  // Runs until SIGTERM, SIGHUP or SIGINT (or stop()), then saves every
  // cave and says goodbye to every client.
  void run();
  // Safe from any thread.
  void stop();
  std::size_t cave_count() const { return caves_.size(); }

  // From sessions.
  void received(Session& session, net::ClientMessage message);
  void closed(Session& session);

 private:
  struct Cave {
    std::uint32_t id = 0;
    std::string owner;
    net::CaveOptions options;
    std::shared_ptr<game::Table> table;
    std::set<Session*> sessions;
    std::uint64_t saved_version = 0;
    std::chrono::steady_clock::time_point saved_at{};
    std::set<game::PlayerId> scored;
    std::unique_ptr<game::RecordingWriter> recording;
  };

  void accept();
  void tick();
  void hello(Session& session, const net::Hello& hello);
  void create(Session& session, const net::CreateCave& request);
  void join(Session& session, std::uint32_t id);
  void watch(Session& session, const net::WatchCave& request);
  void line(Session& session, const std::string& text);
  void leave(Session& session);
  void send_lobby(Session& session);
  void send_scores(Session& session);
  void seat(Session& session, Cave& cave, game::PlayerId player, bool watching);
  // Starts (or continues) the cave's recording, cave-N.rec.
  void record(Cave& cave);
  // Sends every session of the cave what changed for it.
  void publish(Cave& cave);
  void record_scores(Cave& cave);
  game::TableOptions table_options(std::uint32_t id,
                                   const net::CaveOptions& cave);
  // Hands the cave's state, and its recording since, to the writer.
  void save(Cave& cave);
  // Saves changed caves due a save, one per turn of the event loop.
  void save_due_caves();
  void save_next_due();
  void report_save_errors();
  void resume_caves();
  void shut_down();
  std::string cave_path(std::uint32_t id, const char* suffix) const;
  Cave* find_cave(std::uint32_t id);

  ServerSetup setup_;
  asio::io_context io_;
  asio::local::stream_protocol::acceptor acceptor_;
  asio::steady_timer timer_;
  asio::signal_set signals_;
  std::map<std::uint32_t, Cave> caves_;
  std::set<std::shared_ptr<Session>> sessions_;
  std::map<std::string, std::string> tokens_;  // name -> resume token
  std::unique_ptr<scores::ScoreBoard> scores_;
  std::uint32_t next_cave_ = 1;
  std::vector<std::uint32_t> due_saves_;  // cave ids, next last
  SaveWriter writer_;
};

// The name a peer plays under: the one it asks for when it runs as the
// trusted account, else its login. Nothing, with *error, when the name
// is not a valid player name or a stranger claims one.
std::optional<std::string> player_name_for(uid_t peer, uid_t trusted,
                                           const std::string& asked,
                                           std::string* error);

}  // namespace wumpus::server
