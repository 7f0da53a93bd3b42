#include "server/sessions/client_session.hpp"

#include "server/server.hpp"
#include "server/sessions/request_guard.hpp"

#include <algorithm>

namespace wumpus::server {

namespace {
constexpr std::size_t kKeptBuffer = 64 * 1024;
}  // namespace

ClientSession::ClientSession(Server& server, const ServerSetup& setup,
                             asio::local::stream_protocol::socket socket,
                             uid_t peer_uid)
    : server_(server),
      setup_(setup),
      peer_uid_(peer_uid),
      socket_(std::move(socket)),
      deadline_(socket_.get_executor()) {}

void ClientSession::start() {
  read();
  // A connection that never says hello would hold a descriptor forever.
  deadline_.expires_after(setup_.hello_timeout);
  deadline_.async_wait(
      [this, self = shared_from_this()](std::error_code error) {
        if (!error && !greeted_) drop("no hello in time", reason::kNoHello);
      });
}

void ClientSession::read() {
  auto self = shared_from_this();
  socket_.async_read_some(asio::buffer(buffer_),
                          [this, self](std::error_code error, std::size_t n) {
                            if (!open_) return;
                            if (error) return lost();
                            decoder_.feed(std::string_view(buffer_.data(), n));
                            while (open_) {
                              auto frame = decoder_.next();
                              if (decoder_.broken())
                                return drop(decoder_.error());
                              if (!frame) break;
                              std::string problem;
                              auto message =
                                  net::decode_client(*frame, &problem);
                              if (!message)
                                return drop("bad message: " + problem);
                              server_.received(*this, std::move(*message));
                            }
                            if (open_) read();
                          });
}

void ClientSession::send(const net::ServerMessage& message) {
  enqueue(net::encode_frame(net::encode(message)));
}

void ClientSession::send_view(
    std::shared_ptr<const game_api::PlayerView> view,
    std::shared_ptr<const game_api::PlayerView> made_from, std::string made) {
  if (!open_) return;
  latest_view_ = std::move(view);
  made_from_ = std::move(made_from);
  made_frame_ = std::move(made);
  view_due_ = true;
  schedule_write();
}

void ClientSession::greet(std::string name, std::uint64_t resume_seq) {
  greeted_ = true;
  name_ = std::move(name);
  resume_seq_ = resume_seq;
  if (open_) deadline_.cancel();  // the hello came in time
}

void ClientSession::seat(std::uint32_t cave, game_api::PlayerId player,
                         bool watching, std::uint64_t epoch) {
  cave_ = cave;
  player_ = player;
  watching_ = watching;
  seat_epoch_ = epoch;
  awaited_seat_ = 0;
  restart_views();
}

void ClientSession::unseat() {
  cave_.reset();
  seat_epoch_ = 0;
  awaited_seat_ = 0;
}

void ClientSession::restart_views() {
  written_view_.reset();
  latest_view_.reset();
  made_from_.reset();
  made_frame_.clear();
  view_due_ = false;
}

std::string encode_view_frame(net::ViewDelta delta,
                              const game_api::PlayerView& to) {
  if (net::worth_sending(delta, to))
    return net::encode_frame(net::encode(net::ServerMessage(std::move(delta))));
  return encode_view_frame(nullptr, to);
}

std::string encode_view_frame(const game_api::PlayerView* from,
                              const game_api::PlayerView& to) {
  if (from) return encode_view_frame(net::make_delta(*from, to), to);
  return net::encode_frame(net::encode_view(to));
}

// Made only when the socket is free, so a slow client costs one view
// frame per write, however many views came meanwhile.
std::string ClientSession::view_frame() {
  std::string frame =
      !made_frame_.empty() && made_from_ == written_view_
          ? std::move(made_frame_)
          : encode_view_frame(written_view_.get(), *latest_view_);
  made_from_.reset();
  made_frame_.clear();
  written_view_ = latest_view_;
  return frame;
}

void ClientSession::enqueue(std::string frame) {
  if (!open_) return;
  queued_bytes_ += frame.size();
  queue_.push_back(std::move(frame));
  if (queued_bytes_ > setup_.max_queued_bytes) {
    queue_.clear();
    view_due_ = false;
    queued_bytes_ = 0;
    drop("your connection is too slow to keep up");
    // It reads nothing, so its bye would never go: its descriptor goes now.
    close_socket();
    return;
  }
  schedule_write();
}

// A publish sends a view and messages, a seat its welcome too: one write
// for all of them, not one per frame.
void ClientSession::schedule_write() {
  if (write_scheduled_ || writing_) return;  // a write's end writes again
  write_scheduled_ = true;
  asio::post(socket_.get_executor(), [this, self = shared_from_this()] {
    write_scheduled_ = false;
    write();
  });
}

void ClientSession::write() {
  if (writing_ || !socket_.is_open()) return;
  for (; !queue_.empty(); queue_.pop_front()) in_flight_ += queue_.front();
  if (view_due_ && open_) {
    view_due_ = false;
    const std::string frame = view_frame();
    in_flight_ += frame;
    queued_bytes_ += frame.size();
  }
  if (in_flight_.empty()) {
    if (!open_) close_socket();  // the bye is out
    return;
  }
  writing_ = true;
  asio::async_write(
      socket_, asio::buffer(in_flight_),
      [this, self = shared_from_this()](std::error_code error, std::size_t n) {
        writing_ = false;
        queued_bytes_ -= std::min(queued_bytes_, n);
        in_flight_.clear();
        // A burst's buffer is not kept for the quiet that follows it.
        if (in_flight_.capacity() > kKeptBuffer) in_flight_.shrink_to_fit();
        if (error) return lost();
        write();
      });
}

void ClientSession::lost() {
  close_socket();
  if (!open_) return;
  open_ = false;
  server_.closed(*this);
}

void ClientSession::close_socket() {
  std::error_code ignored;
  socket_.shutdown(asio::socket_base::shutdown_both, ignored);
  socket_.close(ignored);
  deadline_.cancel();
}

void ClientSession::drop(const std::string& reason, const std::string& code) {
  if (!open_) return;
  enqueue(net::encode_frame(net::encode(net::Bye{reason, code})));
  if (!open_) return;  // the bye itself overflowed the queue: dropped
  open_ = false;
  // The server forgets the session once the handler that dropped it has
  // returned: a drop comes from inside walks over the sessions (publish,
  // tick, a takeover), and no walk may see its container change.
  asio::post(socket_.get_executor(),
             [this, self = shared_from_this()] { server_.closed(*this); });
  // A client that does not read would keep its bye, and its descriptor,
  // forever.
  deadline_.expires_after(kLinger);
  deadline_.async_wait(
      [this, self = shared_from_this()](std::error_code error) {
        if (!error) close_socket();
      });
  schedule_write();  // the bye, then the close
}

}  // namespace wumpus::server
