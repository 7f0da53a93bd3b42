#include "server/host/admin_channel.hpp"

#include <nlohmann/json.hpp>

#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <memory>

namespace wumpus::server {
namespace {

using Socket = asio::local::stream_protocol::socket;
constexpr std::size_t kMaxRequest = 4096;
constexpr auto kAnswerWithin = std::chrono::seconds(10);

bool may_administer(Socket& socket) {
  ucred peer{};
  socklen_t size = sizeof peer;
  return ::getsockopt(socket.native_handle(), SOL_SOCKET, SO_PEERCRED, &peer,
                      &size) == 0 &&
         (peer.uid == 0 || peer.uid == ::geteuid());
}

std::optional<AdminRequest> parse_request(const std::string& line) {
  const auto json = nlohmann::json::parse(line, nullptr, false);
  if (!json.is_object() || !json.contains("command") ||
      !json["command"].is_string())
    return std::nullopt;
  AdminRequest request{json["command"].get<std::string>(), ""};
  if (json.contains("argument") && json["argument"].is_string())
    request.argument = json["argument"].get<std::string>();
  return request;
}

// One admin connection: reads the request line, writes the answer.
class Exchange : public std::enable_shared_from_this<Exchange> {
 public:
  Exchange(Socket socket, const AdminChannel::Handler& handler)
      : socket_(std::move(socket)), handler_(handler) {}

  void start() {
    if (!may_administer(socket_))
      return answer({false,
                     "only root or the user running the server may "
                     "administer it"});
    auto self = shared_from_this();
    asio::async_read_until(
        socket_, buffer_, '\n',
        [this, self](std::error_code error, std::size_t) {
          if (error) return;  // gone, or a request too long
          std::string line;
          std::istream in(&buffer_);
          std::getline(in, line);
          const auto request = parse_request(line);
          answer(request ? handler_(*request)
                         : AdminReply{false, "not an admin request"});
        });
  }

 private:
  void answer(const AdminReply& reply) {
    reply_ =
        nlohmann::json{{"ok", reply.ok}, {"text", reply.text}}.dump() + "\n";
    auto self = shared_from_this();
    asio::async_write(socket_, asio::buffer(reply_),
                      [this, self](std::error_code, std::size_t) {
                        std::error_code ignored;
                        socket_.close(ignored);
                      });
  }

  Socket socket_;
  AdminChannel::Handler handler_;
  asio::streambuf buffer_{kMaxRequest};
  std::string reply_;
};

// The directory must be ours and closed to everyone else: the socket's
// safety is the directory's.
bool private_directory(const std::string& dir, std::string* error) {
  ::mkdir(dir.c_str(), 0700);
  struct stat info {};
  if (::lstat(dir.c_str(), &info) != 0 || !S_ISDIR(info.st_mode) ||
      info.st_uid != ::geteuid() || (info.st_mode & 077) != 0) {
    *error = dir +
             " must be a directory of this user's that nobody else "
             "may enter (mode 0700)";
    return false;
  }
  return true;
}

}  // namespace

std::string admin_socket_path(const std::string& player_socket) {
  return player_socket + ".admin/sock";
}

AdminChannel::AdminChannel(asio::any_io_executor loop, std::string path,
                           Handler handler)
    : acceptor_(std::move(loop)),
      path_(std::move(path)),
      handler_(std::move(handler)) {}

bool AdminChannel::open(std::string* error) {
  const std::string dir = std::filesystem::path(path_).parent_path().string();
  if (!private_directory(dir, error)) return false;
  std::error_code code;
  std::filesystem::remove(path_, code);
  asio::local::stream_protocol::endpoint endpoint(path_);
  acceptor_.open(endpoint.protocol(), code);
  if (!code) acceptor_.bind(endpoint, code);
  if (!code) acceptor_.listen(16, code);
  if (code) {
    *error = "cannot listen on " + path_ + ": " + code.message();
    return false;
  }
  accept();
  return true;
}

void AdminChannel::close() {
  std::error_code ignored;
  acceptor_.close(ignored);
  std::filesystem::remove(path_, ignored);
}

void AdminChannel::accept() {
  acceptor_.async_accept([this](std::error_code error, Socket socket) {
    if (error) return;  // closed: shutting down
    std::make_shared<Exchange>(std::move(socket), handler_)->start();
    accept();
  });
}

std::optional<AdminReply> ask_server(const std::string& player_socket,
                                     const AdminRequest& request,
                                     std::string* error) {
  const std::string path = admin_socket_path(player_socket);
  asio::io_context io;
  Socket socket(io);
  std::error_code code;
  socket.connect(asio::local::stream_protocol::endpoint(path), code);
  if (code) {
    *error = "cannot reach the server at " + path + ": " + code.message() +
             " (is `wumpus serve --socket " + player_socket + "` running?)";
    return std::nullopt;
  }
  const std::string line = nlohmann::json{{"command", request.command},
                                          {"argument", request.argument}}
                               .dump() +
                           "\n";
  asio::write(socket, asio::buffer(line), code);
  std::string answer;
  asio::async_read(socket, asio::dynamic_buffer(answer),
                   [&code](std::error_code e, std::size_t) { code = e; });
  io.run_for(kAnswerWithin);
  const auto json = nlohmann::json::parse(answer, nullptr, false);
  if (!json.is_object() || !json.contains("ok") || !json["ok"].is_boolean() ||
      !json.contains("text") || !json["text"].is_string()) {
    *error = "the server gave no answer";
    return std::nullopt;
  }
  return AdminReply{json["ok"].get<bool>(), json["text"].get<std::string>()};
}

}  // namespace wumpus::server
