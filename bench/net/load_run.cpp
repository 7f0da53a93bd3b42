#include "bench/net/load_run.hpp"

#include <sys/epoll.h>
#include <unistd.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <queue>

namespace wumpus::bench {
namespace {

constexpr auto kDrain = std::chrono::seconds(1);

// splitmix64: the players' choices need to be cheap, not good.
std::uint64_t next_random(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

// Moves, turns, waits and looks, and now and then a word to the cave.
std::string pick_command(std::uint64_t& random) {
  static const char* const kWays[] = {"north", "east", "south", "west"};
  const std::uint64_t draw = next_random(random);
  const auto roll = draw % 100;
  const char* way = kWays[(draw >> 8) % 4];
  if (roll < 40) return std::string("face ") + way;
  if (roll < 70) return way;
  if (roll < 90) return "wait";
  if (roll < 99) return "look";
  return "say keep together";
}

}  // namespace

LoadRun::LoadRun(LoadPlan plan)
    : plan_(std::move(plan)),
      epoll_(epoll_create1(EPOLL_CLOEXEC)),
      random_(plan_.seed),
      probes_(plan_.per_cave) {}

LoadRun::~LoadRun() {
  clients_.clear();
  if (epoll_ >= 0) ::close(epoll_);
}

std::size_t LoadRun::cave_of(const SimClient& client) const {
  return client.index / plan_.per_cave;
}

void LoadRun::watch(SimClient& client) {
  epoll_event event{};
  event.events = EPOLLIN | EPOLLOUT | EPOLLET | EPOLLRDHUP;
  event.data.ptr = &client;
  epoll_ctl(epoll_, EPOLL_CTL_ADD, client.fd(), &event);
}

// The first of a cave creates it; the others join once it exists.
void LoadRun::ask_for_seat(SimClient& client) {
  if (client.stage != SimClient::Stage::Joining || client.asked) return;
  const std::uint32_t id = cave_ids_[cave_of(client)];
  if (client.index % plan_.per_cave == 0)
    client.send(net::CreateCave{plan_.cave});
  else if (id != 0)
    client.send(net::JoinCave{id});
  else
    return;
  client.asked = true;
  client.flush();
}

bool LoadRun::seat_all(std::size_t batch, std::chrono::seconds timeout,
                       std::string* error) {
  const std::size_t caves =
      (plan_.clients + plan_.per_cave - 1) / plan_.per_cave;
  cave_ids_.assign(caves, 0);
  for (std::size_t i = 0; i < plan_.clients; ++i)
    clients_.push_back(
        std::make_unique<SimClient>(i, "load" + std::to_string(i)));
  const auto deadline = Clock::now() + timeout;
  std::size_t started = 0;
  while (true) {
    std::size_t seated = 0;
    for (const auto& client : clients_) {
      if (client->stage == SimClient::Stage::Closed) {
        *error = client->name() + " was let go: " + client->closed_reason();
        return false;
      }
      seated += client->stage == SimClient::Stage::Seated;
    }
    if (!problem_.empty()) {
      *error = problem_;
      return false;
    }
    if (seated == clients_.size()) return true;
    if (Clock::now() > deadline) {
      *error = "only " + std::to_string(seated) + " of " +
               std::to_string(clients_.size()) + " players seated in " +
               std::to_string(timeout.count()) + " s";
      return false;
    }
    while (started < clients_.size() && started - seated < batch) {
      SimClient& client = *clients_[started++];
      if (!client.connect(plan_.socket_path, plan_.protocol, error))
        return false;
      watch(client);
      client.flush();
    }
    pump(10);
  }
}

void LoadRun::pump(int timeout_ms) {
  epoll_event events[256];
  const int n = epoll_wait(epoll_, events, 256, timeout_ms);
  for (int i = 0; i < n; ++i) {
    auto& client = *static_cast<SimClient*>(events[i].data.ptr);
    if (client.stage == SimClient::Stage::Closed) continue;
    if (events[i].events & EPOLLOUT) client.flush();
    const bool open = client.read(
        [&](FrameType type, std::size_t bytes, std::string_view body) {
          on_frame(client, type, bytes, body);
        });
    if (!open && phase_) {
      ++phase_->closed;
      phase_->closed_reason = client.closed_reason();
    }
  }
}

void LoadRun::on_frame(SimClient& client, FrameType type, std::size_t bytes,
                       std::string_view body) {
  if ((type == FrameType::View || type == FrameType::Delta) &&
      client.index < probes_.size())
    probes_[client.index].take(body);
  if (phase_) {
    FrameCount& count = type == FrameType::View       ? phase_->views
                        : type == FrameType::Delta    ? phase_->deltas
                        : type == FrameType::Messages ? phase_->messages
                                                      : phase_->other;
    ++count.frames;
    count.bytes += bytes;
    if (client.awaiting) {
      client.awaiting = false;
      ++phase_->answered;
      phase_->latencies_ms.push_back(
          std::chrono::duration<double, std::milli>(Clock::now() - client.sent)
              .count());
    }
  }
  switch (type) {
    case FrameType::Welcome:
      client.stage = SimClient::Stage::Joining;
      ask_for_seat(client);
      break;
    case FrameType::Seated: {
      const auto seated = nlohmann::json::parse(body, nullptr, false);
      if (!seated.is_object() || !seated.contains("cave")) break;
      client.cave = seated["cave"].get<std::uint32_t>();
      client.stage = SimClient::Stage::Seated;
      const std::size_t cave = cave_of(client);
      if (cave_ids_[cave] != 0) break;
      cave_ids_[cave] = client.cave;
      const std::size_t first = cave * plan_.per_cave;
      for (std::size_t i = first;
           i < std::min(first + plan_.per_cave, clients_.size()); ++i)
        ask_for_seat(*clients_[i]);
      break;
    }
    case FrameType::Problem:
      if (client.stage != SimClient::Stage::Seated)
        problem_ = client.name() + " was refused: " + std::string(body);
      break;
    case FrameType::Bye:
      client.close("the server said: " + std::string(body));
      break;
    default:
      break;
  }
}

void LoadRun::send_command(SimClient& client) {
  client.send(net::Act{*game_api::parse_input(pick_command(random_), nullptr)});
  client.awaiting = true;
  client.sent = Clock::now();
  client.flush();
  ++phase_->sent;
}

PhaseResult LoadRun::run(double rate, std::chrono::milliseconds duration) {
  PhaseResult result;
  result.rate_per_client = rate;
  result.seconds = std::chrono::duration<double>(duration).count();
  phase_ = &result;
  const auto period = std::chrono::duration_cast<Clock::duration>(
      std::chrono::duration<double>(1.0 / rate));
  const auto start = Clock::now() + std::chrono::milliseconds(20);
  const auto end = start + duration;
  using Due = std::pair<Clock::time_point, std::size_t>;
  std::priority_queue<Due, std::vector<Due>, std::greater<>> due;
  std::vector<double> cave_shift(cave_ids_.size());
  for (double& shift : cave_shift)
    shift = static_cast<double>(next_random(random_) % 1000) / 1000.0;
  for (const auto& client : clients_) {
    if (client->stage != SimClient::Stage::Seated) continue;
    const double slot = static_cast<double>(client->index % plan_.per_cave) +
                        cave_shift[cave_of(*client)];
    client->next = start + std::chrono::duration_cast<Clock::duration>(
                               period * (slot / plan_.per_cave));
    due.push({client->next, client->index});
  }
  while (true) {
    const auto now = Clock::now();
    while (!due.empty() && due.top().first <= now) {
      SimClient& client = *clients_[due.top().second];
      due.pop();
      if (client.stage != SimClient::Stage::Seated) continue;
      if (client.awaiting)
        ++result.skipped;
      else
        send_command(client);
      client.next += period;
      if (client.next < end) due.push({client.next, client.index});
    }
    if (now >= end) {
      const bool waiting =
          std::any_of(clients_.begin(), clients_.end(), [](const auto& c) {
            return c->stage == SimClient::Stage::Seated && c->awaiting;
          });
      if (now >= end + kDrain || !waiting) break;
    }
    const auto until =
        due.empty() ? now + std::chrono::milliseconds(10) : due.top().first;
    const auto wait_ms =
        std::chrono::ceil<std::chrono::milliseconds>(until - Clock::now())
            .count();
    pump(static_cast<int>(std::clamp<long long>(wait_ms, 0, 10)));
  }
  for (const auto& client : clients_) client->awaiting = false;
  phase_ = nullptr;
  return result;
}

std::size_t LoadRun::open_clients() const {
  return static_cast<std::size_t>(std::count_if(
      clients_.begin(), clients_.end(),
      [](const auto& c) { return c->stage != SimClient::Stage::Closed; }));
}

UpdateBytes LoadRun::update_bytes() const {
  UpdateBytes sum;
  for (const ViewProbe& probe : probes_) {
    const UpdateBytes& one = probe.bytes();
    sum.updates += one.updates;
    sum.sent += one.sent;
    sum.full += one.full;
    sum.rooms_known = std::max(sum.rooms_known, one.rooms_known);
    if (sum.problem.empty()) sum.problem = one.problem;
  }
  return sum;
}

double percentile(std::vector<double>& values, double percent) {
  if (values.empty()) return std::nan("");
  std::sort(values.begin(), values.end());
  const auto rank = static_cast<std::size_t>(
      std::ceil(percent / 100.0 * static_cast<double>(values.size())));
  return values[std::clamp<std::size_t>(rank, 1, values.size()) - 1];
}

}  // namespace wumpus::bench
