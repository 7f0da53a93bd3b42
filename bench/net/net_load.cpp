// wumpus_net_load: the shared-play server under simulated players.
// Spawns a real `wumpus serve` on a Unix socket in a temporary directory,
// seats N players four to a cave, has each send one command a second,
// and reports command -> answer latency, the server's CPU and the bytes
// it sends (view updates as sent and as whole views would be); then
// raises the rate until the 99th percentile passes a bound, and reports
// the highest rate that kept it. How to run it: bench/net/README.md.
#include "bench/net/load_run.hpp"
#include "bench/net/load_server.hpp"
#include "bench/net/stall_load.hpp"
#include "server/host/limits.hpp"

#include <fmt/core.h>
#include <sys/resource.h>
#include <CLI/CLI.hpp>

#include <fstream>

namespace {

using namespace wumpus;
using namespace wumpus::bench;

struct Options {
  std::size_t clients = 500;
  std::size_t per_cave = 4;
  std::string preset = "classic";
  std::uint32_t size = 40;
  double rate = 1;
  double seconds = 30;
  double warmup = 5;
  double ramp_seconds = 10;
  std::vector<double> ramp{2, 4, 6, 8, 10, 12, 14, 16};
  double max_p99_ms = 10;
  std::size_t batch = 50;
  std::string program = WUMPUS_BINARY;
  int protocol = net::kProtocolVersion;
  std::uint32_t carver = 0;  // the side of the caves a carver loops on
  std::uint32_t saver = 0;   // the side of the cave a saver loops on
};

double process_cpu_seconds() {
  rusage used{};
  getrusage(RUSAGE_SELF, &used);
  return static_cast<double>(used.ru_utime.tv_sec + used.ru_stime.tv_sec) +
         static_cast<double>(used.ru_utime.tv_usec + used.ru_stime.tv_usec) /
             1e6;
}

std::string load_average() {
  std::ifstream in("/proc/loadavg");
  std::string one, five, fifteen;
  in >> one >> five >> fifteen;
  return one + " " + five + " " + fifteen;
}

struct Measured {
  PhaseResult result;
  double server_cpu = 0;     // share of one core
  double generator_cpu = 0;  // the simulated players' share, likewise
  double server_queued = 0;  // share of the time it waited for a CPU
  double p50 = 0, p99 = 0, max = 0;
};

Measured measure(LoadRun& run, const LoadServer& server, double rate,
                 double seconds) {
  Measured m;
  const double server_before = server.cpu_seconds();
  const double queued_before = server.queued_seconds();
  const double generator_before = process_cpu_seconds();
  m.result = run.run(
      rate, std::chrono::milliseconds(static_cast<long long>(seconds * 1000)));
  m.server_cpu = (server.cpu_seconds() - server_before) / m.result.seconds;
  m.server_queued =
      (server.queued_seconds() - queued_before) / m.result.seconds;
  m.generator_cpu =
      (process_cpu_seconds() - generator_before) / m.result.seconds;
  m.p50 = percentile(m.result.latencies_ms, 50);
  m.p99 = percentile(m.result.latencies_ms, 99);
  m.max = m.result.latencies_ms.empty() ? 0 : m.result.latencies_ms.back();
  return m;
}

double mean(const FrameCount& count) {
  return count.frames ? static_cast<double>(count.bytes) / count.frames : 0;
}

void report(const Measured& m, std::size_t clients) {
  const PhaseResult& r = m.result;
  fmt::print(
      "  {:.0f} commands/s offered ({} players x {:g}/s) for {:g} s: {} sent, "
      "{} answered, {} skipped while waiting, {} players let go{}\n",
      r.rate_per_client * static_cast<double>(clients), clients,
      r.rate_per_client, r.seconds, r.sent, r.answered, r.skipped, r.closed,
      r.closed ? " (" + r.closed_reason + ")" : "");
  fmt::print(
      "    command -> first frame back: p50 {:.2f} ms, p99 {:.2f} ms, max "
      "{:.1f} ms\n",
      m.p50, m.p99, m.max);
  fmt::print(
      "    server CPU {:.1f}% of a core (and {:.1f}% of the time ready but "
      "waiting for one); the simulated players {:.1f}%\n",
      m.server_cpu * 100, m.server_queued * 100, m.generator_cpu * 100);
  const double total = static_cast<double>(r.views.bytes + r.deltas.bytes +
                                           r.messages.bytes + r.other.bytes);
  fmt::print(
      "    sent by the server: {} whole views (mean {:.0f} bytes), {} deltas "
      "(mean {:.0f} bytes), {} message frames (mean {:.0f} bytes); {:.0f} "
      "bytes per command, {:.0f} kB/s\n",
      r.views.frames, mean(r.views), r.deltas.frames, mean(r.deltas),
      r.messages.frames, mean(r.messages), r.answered ? total / r.answered : 0,
      total / r.seconds / 1000);
}

// Every command answered (the drain waits for stragglers), nobody let go.
bool all_answered(const Measured& m) {
  return m.result.closed == 0 && m.result.answered > 0 &&
         m.result.answered == m.result.sent;
}

bool within(const Measured& m, double max_p99) {
  return all_answered(m) && m.result.skipped * 100 <= m.result.sent &&
         m.p99 < max_p99;
}

void report_update_bytes(const UpdateBytes& bytes, const Options& o) {
  if (bytes.updates == 0) return;
  const auto per = [&](std::uint64_t total) {
    return static_cast<double>(total) / static_cast<double>(bytes.updates);
  };
  fmt::print(
      "view updates of the first cave's players ({}x{} {}, up to {} rooms "
      "known): {} updates, {:.0f} bytes each as sent, {:.0f} bytes each as "
      "whole views\n",
      o.size, o.size, o.preset, bytes.rooms_known, bytes.updates,
      per(bytes.sent), per(bytes.full));
}

void report_stall_times(const char* what, std::vector<double> times) {
  const double p50 = percentile(times, 50), p99 = percentile(times, 99);
  fmt::print("    {}, {} asked: p50 {:.2f} ms, p99 {:.2f} ms, max {:.1f} ms\n",
             what, times.size(), p50, p99, times.empty() ? 0.0 : times.back());
}

void report_stall(StallLoad& stall, const Options& o) {
  report_stall_times("lobby list -> answer", stall.take_lobby_ms());
  report_stall_times("join of the big cave -> seated", stall.take_join_ms());
  fmt::print("    {} {} so far{}\n", stall.done(),
             o.carver ? "caves carved" : "saves written",
             stall.problem().empty() ? "" : " (" + stall.problem() + ")");
}

int run(const Options& o) {
  std::string error;
  fmt::print("wumpus_net_load: load average {} on this machine\n",
             load_average());
  // A carver's or saver's 1000x1000 caves are past a player's hourly
  // share, and the joiner's join a second past chat's share.
  const std::vector<std::string> limits =
      o.carver || o.saver
          ? std::vector<std::string>{"--caves-per-hour", "1000000",
                                     "--chats-per-minute", "600"}
          : std::vector<std::string>{};
  auto server = LoadServer::spawn(o.program, limits, &error);
  if (!server) {
    fmt::print(stderr, "wumpus_net_load: {}\n", error);
    return 1;
  }
  LoadPlan plan;
  plan.socket_path = server->socket_path();
  plan.clients = o.clients;
  plan.per_cave = o.per_cave;
  plan.cave.preset = o.preset;
  plan.cave.size = o.size;
  plan.protocol = o.protocol;
  LoadRun run(plan);
  const auto seat_start = std::chrono::steady_clock::now();
  if (!run.seat_all(o.batch, std::chrono::seconds(300), &error)) {
    fmt::print(stderr, "wumpus_net_load: {}\n", error);
    return 1;
  }
  fmt::print("{} players seated in {} caves of {}x{} in {:.1f} s\n", o.clients,
             (o.clients + o.per_cave - 1) / o.per_cave, o.size, o.size,
             std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                           seat_start)
                 .count());

  std::unique_ptr<StallLoad> stall;
  if (o.carver || o.saver) {
    stall = StallLoad::start(server->socket_path(),
                             o.carver ? StallWork::Carve : StallWork::Save,
                             o.carver ? o.carver : o.saver, &error);
    if (!stall) {
      fmt::print(stderr, "wumpus_net_load: {}\n", error);
      return 1;
    }
  }
  if (o.warmup > 0) measure(run, *server, o.rate, o.warmup);
  if (stall) {
    stall->take_lobby_ms();
    stall->take_join_ms();
  }
  fmt::print("steady load{}:\n",
             o.carver  ? fmt::format(", one player carving {0}x{0} caves in "
                                      "a loop",
                                     o.carver)
             : o.saver ? fmt::format(", one player saving a {0}x{0} cave in "
                                     "a loop",
                                     o.saver)
                       : "");
  const Measured steady = measure(run, *server, o.rate, o.seconds);
  report(steady, o.clients);
  if (stall) report_stall(*stall, o);
  fmt::print("  p99 under {:g} ms: {}\n", o.max_p99_ms,
             within(steady, o.max_p99_ms) ? "yes" : "NO");

  fmt::print("ramp, until p99 reaches {:g} ms:\n", o.max_p99_ms);
  double best = within(steady, o.max_p99_ms) ? o.rate : 0;
  for (double rate : o.ramp) {
    if (rate <= o.rate) continue;
    const Measured step = measure(run, *server, rate, o.ramp_seconds);
    report(step, o.clients);
    if (!within(step, o.max_p99_ms)) break;
    best = rate;
  }
  if (best == 0)
    fmt::print("no rate kept p99 under {:g} ms\n", o.max_p99_ms);
  else
    fmt::print(
        "highest rate with p99 under {:g} ms: {:.0f} commands/s ({:g} "
        "a second from each of {} players){}\n",
        o.max_p99_ms, best * static_cast<double>(o.clients), best, o.clients,
        best >= o.ramp.back()
            ? "; the ramp ended there (a connection may send " +
                  fmt::format("{}", server::Limits{}.requests_per_second) +
                  " requests a second)"
            : std::string());
  const UpdateBytes bytes = run.update_bytes();
  report_update_bytes(bytes, o);
  fmt::print("load average {} at the end\n", load_average());
  const int stopped = server->stop();
  if (!bytes.problem.empty())
    fmt::print(stderr, "wumpus_net_load: a view could not be followed: {}\n",
               bytes.problem);
  if (stopped != 0)
    fmt::print(stderr, "wumpus_net_load: the server exited with {}\n", stopped);
  // Latency is the machine's business; lost players or views are bugs.
  return all_answered(steady) && bytes.problem.empty() && stopped == 0 ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  CLI::App app{"Simulated players against the shared-play server"};
  app.add_option("--clients", o.clients, "simulated players")
      ->check(CLI::Range(1, 2000))
      ->capture_default_str();
  app.add_option("--per-cave", o.per_cave, "players in each cave")
      ->check(CLI::Range(1, 8))
      ->capture_default_str();
  app.add_option("--preset", o.preset, "the caves' preset")
      ->capture_default_str();
  app.add_option("--size", o.size, "the caves' side")->capture_default_str();
  app.add_option("--rate", o.rate, "commands a second from each player")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  app.add_option("--seconds", o.seconds, "how long the steady load runs")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  app.add_option("--warmup", o.warmup, "seconds of load before measuring")
      ->capture_default_str();
  app.add_option("--ramp", o.ramp, "the rates a player sends at, in turn")
      ->capture_default_str();
  app.add_option("--ramp-seconds", o.ramp_seconds, "how long each rate runs")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  app.add_option("--max-p99", o.max_p99_ms, "the ramp's bound, milliseconds")
      ->capture_default_str();
  app.add_option("--batch", o.batch, "players connecting at once")
      ->capture_default_str();
  app.add_option("--wumpus", o.program, "the wumpus binary to serve with")
      ->capture_default_str();
  app.add_option("--protocol", o.protocol,
                 "the protocol version to greet with (an older --wumpus)")
      ->capture_default_str();
  app.add_option("--carver", o.carver,
                 "one more player carving caves of this side in a loop, "
                 "beside a lobby client whose answers are timed")
      ->check(CLI::Range(1, 1024));
  app.add_option("--saver", o.saver,
                 "one more player saving a cave of this side in a loop, "
                 "beside a lobby client and a joiner of that cave whose "
                 "answers are timed")
      ->check(CLI::Range(1, 1024))
      ->excludes("--carver");
  CLI11_PARSE(app, argc, argv);
  return run(o);
}
