// One client connection on the server, run on its event loop (never on
// a cave's strand): reads length-prefixed frames, queues output with
// back-pressure (views coalesce: only the newest is written, when the
// socket is free, as a delta from the one written before when that is
// smaller; everything sent while one handler runs goes out in one write;
// a client too slow for its queue is dropped at once), and hands each
// valid message to the server. A connection that says no hello in time
// is dropped. The world never waits on a socket: every write is
// asynchronous.
#pragma once

#include "game/table/table.hpp"
#include "net/protocol.hpp"
#include "net/view_delta.hpp"
#include "net/wire_frame.hpp"
#include "server/server_setup.hpp"

#include <asio.hpp>

#include <sys/types.h>

#include <chrono>
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace wumpus::server {

class Server;

// The frame that brings a client holding `from` (none: nothing yet) to
// `to`: a delta when that is smaller, else the whole view.
std::string encode_view_frame(const game_api::PlayerView* from,
                              const game_api::PlayerView& to);
// The same, with the delta from what the client holds already made.
std::string encode_view_frame(net::ViewDelta delta,
                              const game_api::PlayerView& to);

class ClientSession : public std::enable_shared_from_this<ClientSession> {
 public:
  // How long a dropped client has to read why before its socket closes.
  static constexpr std::chrono::seconds kLinger{2};

  // `setup` (the server's) must outlive the session.
  ClientSession(Server& server, const ServerSetup& setup,
                asio::local::stream_protocol::socket socket, uid_t peer_uid);

  void start();
  void send(const net::ServerMessage& message);
  // The view the client should see now (its messages travel apart);
  // written when the socket is free, replacing one still waiting.
  // `made` is its frame as encoded from `made_from` (encode_view_frame,
  // on the cave's strand): written as it is when that is what the client
  // holds, the common case of a client that keeps up.
  void send_view(std::shared_ptr<const game_api::PlayerView> view,
                 std::shared_ptr<const game_api::PlayerView> made_from = {},
                 std::string made = {});
  // Says why (with a reason code, request_guard.hpp), then closes; the
  // server forgets the session after the handler running now
  // (Server::closed), never in the middle of it.
  void drop(const std::string& reason, const std::string& code = {});
  bool open() const { return open_; }

  // What the server decides about this connection, told through these
  // calls alone (the session writes none of the server's state either).
  // The hello was answered: the player's name, and the last message of
  // theirs the client holds when it resumes a seat (0: none).
  void greet(std::string name, std::uint64_t resume_seq);
  // The client sent something: the silent are let go.
  void heard(std::chrono::steady_clock::time_point now) { heard_at_ = now; }
  // Seated (or watching `player`) in `cave`, as the server's seat number
  // `epoch`; the next view goes whole.
  void seat(std::uint32_t cave, game_api::PlayerId player, bool watching,
            std::uint64_t epoch);
  // Leaves the seat, or gives up the one awaited.
  void unseat();
  // A seat asked for in `cave` and not taken yet (the table seats on the
  // cave's strand) as the server's seat number `epoch`: seat() with
  // another, or unseat(), gives it up.
  void await_seat(std::uint64_t epoch, std::uint32_t cave, bool watching) {
    awaited_seat_ = epoch;
    awaited_cave_ = cave;
    awaited_watching_ = watching;
  }
  std::uint64_t awaited_seat() const { return awaited_seat_; }
  void forget_awaited_seat() { awaited_seat_ = 0; }
  // Whether a seat (not a watch) in `cave` is asked for and not taken yet.
  bool awaits_seat_in(std::uint32_t cave) const {
    return awaited_seat_ != 0 && awaited_cave_ == cave && !awaited_watching_;
  }
  // The hello's resume point, once, for the first seat taken; seen
  // before the seat is asked for.
  std::uint64_t resume_seq() const { return resume_seq_; }
  std::uint64_t take_resume_seq() { return std::exchange(resume_seq_, 0); }

  uid_t peer_uid() const { return peer_uid_; }
  bool greeted() const { return greeted_; }
  const std::string& name() const { return name_; }
  const std::optional<std::uint32_t>& cave() const { return cave_; }
  bool watching() const { return watching_; }
  game_api::PlayerId player() const { return player_; }  // or whom watched
  // Which seat this is, unique over the server's run (Recipient).
  std::uint64_t seat_epoch() const { return seat_epoch_; }
  std::chrono::steady_clock::time_point heard_at() const { return heard_at_; }

 private:
  // The next view goes whole: a new seat, the client holds none for it.
  void restart_views();
  void read();
  // Writes everything due once the handler running now has returned.
  void schedule_write();
  void write();
  void close_socket();
  // The peer is gone (a read or a write failed): nothing more to say.
  void lost();
  void enqueue(std::string frame);
  std::string view_frame();

  Server& server_;
  const ServerSetup& setup_;
  uid_t peer_uid_ = 0;
  bool greeted_ = false;
  std::string name_;
  std::optional<std::uint32_t> cave_;
  bool watching_ = false;
  game_api::PlayerId player_ = 0;
  std::uint64_t seat_epoch_ = 0;
  std::uint64_t awaited_seat_ = 0;
  std::uint32_t awaited_cave_ = 0;
  bool awaited_watching_ = false;
  std::uint64_t resume_seq_ = 0;
  std::chrono::steady_clock::time_point heard_at_ =
      std::chrono::steady_clock::now();
  asio::local::stream_protocol::socket socket_;
  // Until hello: the hello timeout; once dropped: the linger.
  asio::steady_timer deadline_;
  std::array<char, 8192> buffer_{};
  net::FrameDecoder decoder_{net::kMaxClientFrame};
  std::deque<std::string> queue_;
  // What the client holds once the frames written have arrived, and the
  // newest view, due to be written when the queue empties.
  std::shared_ptr<const game_api::PlayerView> written_view_, latest_view_;
  std::shared_ptr<const game_api::PlayerView> made_from_;
  std::string made_frame_;  // latest_view_'s, from made_from_
  bool view_due_ = false;
  // The frames on the wire, joined into one buffer: one system call
  // sends them all, where one buffer per frame took a trip through the
  // event loop per 64 frames, and a busy loop left readers behind. Owned
  // here, so a newer view or a dropped queue never frees what asio sends.
  std::string in_flight_;
  std::size_t queued_bytes_ = 0;
  bool writing_ = false;
  bool write_scheduled_ = false;
  bool open_ = true;
};

}  // namespace wumpus::server
