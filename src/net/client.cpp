#include "net/client.hpp"

#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <sstream>

namespace wumpus::net {
namespace {

// As many as a player's own log keeps on the server.
constexpr std::size_t kKeepMessages = 1000;

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

}  // namespace

std::unique_ptr<Client> Client::connect(const std::string& socket_path,
                                        const std::string& name, int timeout_ms,
                                        std::string* error) {
  sockaddr_un address{};
  address.sun_family = AF_UNIX;
  if (socket_path.size() >= sizeof address.sun_path) {
    *error = "the socket path " + socket_path + " is too long";
    return nullptr;
  }
  std::memcpy(address.sun_path, socket_path.c_str(), socket_path.size() + 1);
  base::UniqueFd fd(::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0));
  if (!fd || ::connect(fd.get(), reinterpret_cast<sockaddr*>(&address),
                       sizeof address) != 0) {
    *error = "cannot reach the wumpus server at " + socket_path + ": " +
             std::strerror(errno) + " (is `wumpus serve` running?)";
    return nullptr;
  }
  std::unique_ptr<Client> client(new Client(std::move(fd)));
  client->send(Hello{kProtocolVersion, name, "", 0});
  const auto reply = client->wait(timeout_ms);
  if (reply && std::holds_alternative<Welcome>(*reply)) {
    client->name_ = std::get<Welcome>(*reply).name;
    client->mods_ = std::get<Welcome>(*reply).mods;
    return client;
  }
  *error = client->closed() ? "the server refused: " + client->reason()
                            : std::string("the server did not answer");
  return nullptr;
}

void Client::send(const ClientMessage& message) {
  if (closed()) return;
  if (!write_all(fd_.get(), encode_frame(encode(message))))
    reason_ = "the connection to the server was lost";
}

void Client::read_available() {
  char buffer[65536];
  while (!closed()) {
    const ssize_t n = ::recv(fd_.get(), buffer, sizeof buffer, MSG_DONTWAIT);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) break;
    if (n <= 0) {
      reason_ = "the server closed the connection";
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
      if (const auto* bye = std::get_if<Bye>(&*message))
        reason_ =
            bye->reason.empty() ? "goodbye" : shown(bye->reason, bye->code);
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

RemoteLink::RemoteLink(Client& client, const Seated& seat)
    : client_(client), seat_(seat) {}

void RemoteLink::send(std::string_view line) {
  std::string error;
  const auto input = game::parse_input(line, &error);
  const auto* request = input ? std::get_if<game::Request>(&*input) : nullptr;
  if (seat_.watching && (!request || request->kind != game::RequestKind::Say))
    return spectator_line(line);
  client_.send(Line{std::string(line)});
}

void RemoteLink::spectator_line(std::string_view line) {
  std::istringstream words{std::string(line)};
  std::string verb, name, more;
  words >> verb >> name;
  if (verb == "watch" && !name.empty() && !(words >> more))
    return client_.send(WatchCave{seat_.cave, name});
  note(
      "You are watching: say TEXT to talk, watch NAME to follow another "
      "player.");
}

void RemoteLink::note(const std::string& text) {
  log_.push_back({"error", text, view_.turn, 0});
  view_.messages.assign(log_.begin(), log_.end());
}

void RemoteLink::send(const game::Input& input) {
  send(game::format_input(input));
}

bool RemoteLink::update() {
  bool changed = false;
  for (const auto& message : client_.receive()) changed |= take(message);
  return changed || closed();
}

bool RemoteLink::take(const ServerMessage& message) {
  if (const auto* update = std::get_if<ViewUpdate>(&message)) {
    view_ = update->view;
    has_view_ = true;
  } else if (const auto* delta = std::get_if<ViewDelta>(&message)) {
    if (!has_view_ || !apply_delta(view_, *delta))
      broken_ = "the server sent a view change this client cannot follow";
  } else if (const auto* fresh = std::get_if<NewMessages>(&message)) {
    log_.insert(log_.end(), fresh->messages.begin(), fresh->messages.end());
  } else if (const auto* problem = std::get_if<Problem>(&message)) {
    log_.push_back(
        {"error", shown(problem->text, problem->code), view_.turn, 0});
  } else if (const auto* seated = std::get_if<Seated>(&message);
             seated && seat_.watching && seated->watching) {
    // Following another player: their whole view and messages follow.
    seat_ = *seated;
    has_view_ = false;
    log_.clear();
  } else {
    return false;
  }
  while (log_.size() > kKeepMessages) log_.pop_front();
  view_.messages.assign(log_.begin(), log_.end());
  return true;
}

std::string RemoteLink::closed_reason() const {
  if (!broken_.empty()) return broken_;
  return client_.closed() ? client_.reason() : "back to the lobby";
}

// The server keeps the seat whatever happens to this terminal. A
// hang-up ends the connection with this process, and the others hear the
// thread was lost; leaving on purpose (Z, q) sends Leave from the lobby's
// side (ui/remote_session.cpp).
bool RemoteLink::suspend(std::string*) {
  left_ = true;
  return true;
}

}  // namespace wumpus::net
