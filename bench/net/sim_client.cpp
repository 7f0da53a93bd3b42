#include "bench/net/sim_client.hpp"

#include "net/wire_frame.hpp"

#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace wumpus::bench {

SimClient::~SimClient() {
  if (fd_ >= 0) ::close(fd_);
}

bool SimClient::connect(const std::string& socket_path, int protocol,
                        std::string* error) {
  sockaddr_un address{};
  address.sun_family = AF_UNIX;
  if (socket_path.size() >= sizeof address.sun_path) {
    *error = "the socket path is too long";
    return false;
  }
  std::memcpy(address.sun_path, socket_path.c_str(), socket_path.size() + 1);
  fd_ = ::socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
  if (fd_ < 0 || (::connect(fd_, reinterpret_cast<sockaddr*>(&address),
                            sizeof address) != 0 &&
                  errno != EINPROGRESS)) {
    *error = "cannot connect to " + socket_path + ": " + std::strerror(errno);
    return false;
  }
  stage = Stage::Greeting;
  send(net::Hello{protocol, name_, "", 0});
  return true;
}

void SimClient::send(const net::ClientMessage& message) {
  out_ += net::encode_frame(net::encode(message));
}

bool SimClient::flush() {
  while (sent_ < out_.size()) {
    const ssize_t n = ::send(fd_, out_.data() + sent_, out_.size() - sent_,
                             MSG_NOSIGNAL | MSG_DONTWAIT);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) break;
    if (n <= 0) {
      close(std::string("write failed: ") + std::strerror(errno));
      return false;
    }
    sent_ += static_cast<std::size_t>(n);
  }
  if (sent_ == out_.size()) {
    out_.clear();
    sent_ = 0;
  }
  return true;
}

bool SimClient::read(const FrameHandler& on_frame) {
  char buffer[65536];
  while (stage != Stage::Closed) {
    const ssize_t n = ::recv(fd_, buffer, sizeof buffer, MSG_DONTWAIT);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) break;
    if (n <= 0) {
      close(n == 0 ? "the server closed the connection"
                   : std::string("read failed: ") + std::strerror(errno));
      break;
    }
    in_.append(buffer, static_cast<std::size_t>(n));
    std::size_t at = 0;
    while (in_.size() - at >= 4) {
      std::uint32_t size = 0;
      for (int i = 0; i < 4; ++i)
        size = (size << 8) | static_cast<unsigned char>(in_[at + i]);
      if (in_.size() - at - 4 < size) break;
      const std::string_view body(in_.data() + at + 4, size);
      on_frame(frame_type(body), 4 + size, body);
      at += 4 + size;
    }
    in_.erase(0, at);
  }
  return stage != Stage::Closed;
}

void SimClient::close(std::string reason) {
  if (stage == Stage::Closed) return;
  stage = Stage::Closed;
  closed_reason_ = std::move(reason);
  ::close(fd_);
  fd_ = -1;
}

FrameType frame_type(std::string_view body) {
  constexpr std::string_view kKey = R"("type":")";
  const auto at = body.find(kKey);
  if (at == std::string_view::npos) return FrameType::Other;
  const std::string_view rest = body.substr(at + kKey.size());
  const std::string_view type = rest.substr(0, rest.find('"'));
  if (type == "messages") return FrameType::Messages;
  if (type == "welcome") return FrameType::Welcome;
  if (type == "seated") return FrameType::Seated;
  if (type == "problem") return FrameType::Problem;
  if (type == "bye") return FrameType::Bye;
  if (type == "view") return FrameType::View;
  if (type == "delta") return FrameType::Delta;
  return FrameType::Other;
}

}  // namespace wumpus::bench
