#include "server/caves/save_writer.hpp"

#include "base/atomic_file.hpp"
#include "game/saves/recording.hpp"

#include <pthread.h>
#include <sched.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <utility>

namespace wumpus::server {
namespace {

// Saving is background work: the players' commands come first. The
// writer's thread is a plain time-shared one (even when the host runs
// the server at a real-time priority) at a lower priority, so a batch
// of saves and their fsyncs never holds a core a command is waiting for.
constexpr int kWriterNice = 10;

void yield_to_players() {
  const sched_param plain{};
  pthread_setschedparam(pthread_self(), SCHED_OTHER, &plain);
  // On Linux a thread's nice value is its own (setpriority on its id).
  setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), kWriterNice);
}

}  // namespace

SaveWriter::SaveWriter() : thread_([this] { work(); }) {}

SaveWriter::~SaveWriter() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  thread_.join();
}

std::uint64_t SaveWriter::post(const std::string& path, std::string text,
                               const std::string& recording_path,
                               std::string recorded) {
  return post(
      path,
      [made = std::make_shared<const std::string>(std::move(text))](
          std::string*) -> std::optional<std::string> { return *made; },
      recording_path, std::move(recorded));
}

std::uint64_t SaveWriter::post(const std::string& path, MakeText make_text,
                               const std::string& recording_path,
                               std::string recorded) {
  std::uint64_t ticket = 0;
  {
    std::lock_guard lock(mutex_);
    ticket = ++last_ticket_;
    const bool fresh = !pending_.count(path);
    Job& job = pending_[path];
    if (fresh) job.recorded = take_unsaved(path);
    job.make_text = std::move(make_text);
    job.recording_path = recording_path;
    job.recorded += recorded;
    job.ticket = ticket;
  }
  wake_.notify_one();
  return ticket;
}

void SaveWriter::flush() {
  std::unique_lock lock(mutex_);
  idle_.wait(
      lock, [this] { return pending_.empty() && removals_.empty() && !busy_; });
}

void SaveWriter::remove(std::vector<std::string> paths) {
  {
    std::lock_guard lock(mutex_);
    removals_.push_back(std::move(paths));
  }
  wake_.notify_one();
}

std::vector<std::vector<std::string>> SaveWriter::take_ready_removals() {
  std::vector<std::vector<std::string>> ready;
  std::erase_if(removals_, [&](std::vector<std::string>& paths) {
    if (std::any_of(paths.begin(), paths.end(), [this](const auto& path) {
          return pending_.count(path) > 0;
        }))
      return false;
    ready.push_back(std::move(paths));
    return true;
  });
  return ready;
}

std::vector<SaveWriter::Outcome> SaveWriter::take_outcomes() {
  std::lock_guard lock(mutex_);
  return std::exchange(outcomes_, {});
}

// The recording lines of a save that failed wait for the next save of
// that path: written before it they would run ahead of the save.
void SaveWriter::keep_unsaved(const std::string& path, std::string recorded) {
  const auto later = pending_.find(path);
  if (later != pending_.end())
    later->second.recorded.insert(0, recorded);
  else
    unsaved_[path] = std::move(recorded);
}

std::string SaveWriter::take_unsaved(const std::string& path) {
  const auto held = unsaved_.find(path);
  if (held == unsaved_.end()) return {};
  std::string recorded = std::move(held->second);
  unsaved_.erase(held);
  return recorded;
}

// Pending saves are written even when stopping: the last state of every
// cave must reach the disk.
void SaveWriter::work() {
  yield_to_players();
  std::unique_lock lock(mutex_);
  while (true) {
    wake_.wait(lock, [this] {
      return stopping_ || !pending_.empty() || !removals_.empty();
    });
    if (auto ready = take_ready_removals(); !ready.empty()) {
      busy_ = true;
      lock.unlock();
      std::error_code ignored;
      for (const auto& paths : ready)
        for (const auto& path : paths) std::filesystem::remove(path, ignored);
      lock.lock();
      busy_ = false;
      idle_.notify_all();
      continue;
    }
    // Every removal waits for a pending write: none left means stopping.
    if (pending_.empty()) return;
    auto next = pending_.extract(pending_.begin());
    busy_ = true;
    lock.unlock();
    const Job& job = next.mapped();
    std::string error;
    const auto stale = written_.insert(next.key()).second
                           ? base::StaleTemporaries::Remove
                           : base::StaleTemporaries::Leave;
    const auto text = job.make_text(&error);
    const bool written =
        text && base::write_atomically(next.key(), *text, &error, stale) &&
        (job.recording_path.empty() ||
         game::append_recording(job.recording_path, job.recorded, &error));
    lock.lock();
    busy_ = false;
    outcomes_.push_back({next.key(), written ? "" : error, job.ticket});
    if (!written) keep_unsaved(next.key(), std::move(next.mapped().recorded));
    idle_.notify_all();
  }
}

}  // namespace wumpus::server
