#include "server/session.hpp"

#include "game_api/view_json.hpp"
#include "net/view_delta.hpp"
#include "server/server.hpp"

#include <algorithm>

namespace wumpus::server {

Session::Session(Server& server, asio::local::stream_protocol::socket socket,
                 uid_t peer_uid)
    : peer_uid(peer_uid), server_(server), socket_(std::move(socket)) {}

void Session::start() {
  read();
}

void Session::read() {
  auto self = shared_from_this();
  socket_.async_read_some(asio::buffer(buffer_),
                          [this, self](std::error_code error, std::size_t n) {
                            if (!open_) return;
                            if (error) {
                              open_ = false;
                              server_.closed(*this);
                              return;
                            }
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

void Session::send(const net::ServerMessage& message) {
  enqueue(net::encode_frame(net::encode(message)));
}

void Session::send_view(game::PlayerView view) {
  if (!open_) return;
  view.messages.clear();
  if (latest_view_ && *latest_view_ == view) return;
  latest_view_ = std::make_shared<const game::PlayerView>(std::move(view));
  view_due_ = true;
  write();
}

void Session::restart_views() {
  written_view_.reset();
  latest_view_.reset();
  view_due_ = false;
}

// Made only when the socket is free, so a slow client costs one view
// frame per write, however many views came meanwhile.
std::string Session::view_frame() {
  std::string frame;
  if (written_view_) {
    auto delta = net::make_delta(*written_view_, *latest_view_);
    if (net::worth_sending(delta, *latest_view_))
      frame =
          net::encode_frame(net::encode(net::ServerMessage(std::move(delta))));
  }
  if (frame.empty())
    frame = net::encode_frame_text(
        R"({"type":"view","view":)" +
        game::view_to_json(*latest_view_, false).dump() + "}");
  written_view_ = latest_view_;
  return frame;
}

void Session::enqueue(std::string frame) {
  if (!open_) return;
  queued_bytes_ += frame.size();
  queue_.push_back(std::move(frame));
  if (queued_bytes_ > kMaxQueuedBytes) {
    queue_.clear();
    view_due_ = false;
    queued_bytes_ = 0;
    drop("your connection is too slow to keep up");
    return;
  }
  write();
}

void Session::write() {
  if (writing_ || !socket_.is_open()) return;
  if (!queue_.empty()) {
    in_flight_ = std::move(queue_.front());
    queue_.pop_front();
  } else if (view_due_ && open_) {
    view_due_ = false;
    in_flight_ = view_frame();
    queued_bytes_ += in_flight_.size();
  } else {
    if (!open_) {
      std::error_code ignored;
      socket_.shutdown(asio::socket_base::shutdown_both, ignored);
      socket_.close(ignored);
    }
    return;
  }
  writing_ = true;
  auto self = shared_from_this();
  asio::async_write(socket_, asio::buffer(in_flight_),
                    [this, self](std::error_code error, std::size_t n) {
                      writing_ = false;
                      queued_bytes_ -= std::min(queued_bytes_, n);
                      in_flight_.clear();
                      if (error) {
                        std::error_code ignored;
                        socket_.close(ignored);
                        if (open_) {
                          open_ = false;
                          server_.closed(*this);
                        }
                        return;
                      }
                      write();
                    });
}

void Session::drop(const std::string& reason, const std::string& code) {
  if (!open_) return;
  enqueue(net::encode_frame(net::encode(net::Bye{reason, code})));
  open_ = false;
  server_.closed(*this);
  write();  // flushes the bye, then closes
}

}  // namespace wumpus::server
