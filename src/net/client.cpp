#include "net/client.hpp"

#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>

namespace wumpus::net {
namespace {

bool write_all(int fd, const std::string& bytes) {
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n =
        ::send(fd, bytes.data() + done, bytes.size() - done, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) {
      pollfd out{fd, POLLOUT, 0};
      ::poll(&out, 1, 1000);
      continue;
    }
    if (n <= 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return true;
}

// A stream socket connected to the server; none, with *error, when
// nothing listens there. The words suit a player, who cannot start the
// server, as well as its host.
base::UniqueFd open_socket(const std::string& socket_path, std::string* error) {
  sockaddr_un address{};
  address.sun_family = AF_UNIX;
  if (socket_path.size() >= sizeof address.sun_path) {
    *error = "the socket path " + socket_path + " is too long";
    return {};
  }
  std::memcpy(address.sun_path, socket_path.c_str(), socket_path.size() + 1);
  base::UniqueFd fd(::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0));
  if (!fd || ::connect(fd.get(), reinterpret_cast<sockaddr*>(&address),
                       sizeof address) != 0) {
    *error = "the wumpus server is not running (" + socket_path + ": " +
             std::strerror(errno) +
             "); try again later, or if you host it, start `wumpus serve`";
    return {};
  }
  return fd;
}

}  // namespace

std::unique_ptr<Client> Client::connect(const std::string& socket_path,
                                        const std::string& name, int timeout_ms,
                                        std::string* error) {
  base::UniqueFd fd = open_socket(socket_path, error);
  if (!fd) return nullptr;
  std::unique_ptr<Client> client(new Client(std::move(fd)));
  client->socket_path_ = socket_path;
  if (!client->greet(name, 0, timeout_ms, error)) return nullptr;
  return client;
}

bool Client::reconnect(std::uint64_t last_seq, int timeout_ms,
                       std::string* error) {
  base::UniqueFd fd = open_socket(socket_path_, error);
  if (!fd) return false;
  fd_ = std::move(fd);
  decoder_ = FrameDecoder(kMaxServerFrame);
  inbox_.clear();
  reason_.clear();
  lost_ = false;
  bye_code_.clear();
  return greet(name_, last_seq, timeout_ms, error);
}

bool Client::greet(const std::string& name, std::uint64_t last_seq,
                   int timeout_ms, std::string* error) {
  send(Hello{kProtocolVersion, name, token_, last_seq});
  const auto reply = wait(timeout_ms);
  if (reply && std::holds_alternative<Welcome>(*reply)) {
    const auto& welcome = std::get<Welcome>(*reply);
    name_ = welcome.name;
    token_ = welcome.token;
    mods_ = welcome.mods;
    return true;
  }
  *error = closed() ? "the server refused: " + reason()
                    : std::string("the server did not answer");
  if (!closed()) {
    reason_ = *error;
    lost_ = true;  // a server starting up may answer the next time
  }
  return false;
}

bool Client::worth_retrying() const {
  return closed() && (lost_ || bye_code_ == reason::kServerStopping);
}

void Client::send(const ClientMessage& message) {
  if (closed()) return;
  if (!write_all(fd_.get(), encode_frame(encode(message)))) {
    reason_ = "the connection to the server was lost";
    lost_ = true;
  }
}

void Client::read_available() {
  char buffer[65536];
  while (!closed()) {
    const ssize_t n = ::recv(fd_.get(), buffer, sizeof buffer, MSG_DONTWAIT);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) break;
    if (n <= 0) {
      reason_ = "the connection to the server was lost";
      lost_ = true;
      break;
    }
    decoder_.feed(std::string_view(buffer, static_cast<std::size_t>(n)));
    while (auto frame = decoder_.next()) {
      std::string problem;
      auto message = decode_server(*frame, &problem);
      if (!message) {
        reason_ = "the server sent a bad message: " + problem;
        return;
      }
      if (const auto* bye = std::get_if<Bye>(&*message)) {
        reason_ =
            bye->reason.empty() ? "goodbye" : shown(bye->reason, bye->code);
        bye_code_ = bye->code;
      }
      inbox_.push_back(std::move(*message));
    }
    if (decoder_.broken()) reason_ = "the server sent " + decoder_.error();
  }
}

std::vector<ServerMessage> Client::receive() {
  read_available();
  std::vector<ServerMessage> out(std::make_move_iterator(inbox_.begin()),
                                 std::make_move_iterator(inbox_.end()));
  inbox_.clear();
  return out;
}

std::optional<ServerMessage> Client::wait(int timeout_ms) {
  if (inbox_.empty()) read_available();
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
  while (inbox_.empty() && !closed()) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                          deadline - std::chrono::steady_clock::now())
                          .count();
    if (left <= 0) break;
    pollfd in{fd_.get(), POLLIN, 0};
    if (::poll(&in, 1, static_cast<int>(left)) > 0) read_available();
  }
  if (inbox_.empty()) return std::nullopt;
  ServerMessage message = std::move(inbox_.front());
  inbox_.pop_front();
  return message;
}

}  // namespace wumpus::net
