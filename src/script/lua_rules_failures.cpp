// LuaRules: what happens when a hook fails: the failure goes to the mods
// log and the error sink, and a mod that hit the memory cap or failed too
// often is stopped (and stopped again when a save of the game is loaded).
#include "script/lua_rules_impl.hpp"

#include "base/printable.hpp"
#include "base/printable_lines.hpp"

#include <set>

namespace wumpus::script {

namespace {

std::set<std::string> files_of_mod(const LuaRules::Impl& impl,
                                   const std::string& mod) {
  std::set<std::string> files;
  for (const auto& [file, owner] : impl.mod_of_file)
    if (owner == mod) files.insert(file);
  return files;
}

}  // namespace

void LuaRules::stop_failing_mod(Undone undone, game::RuleError* error) const {
  const auto found = impl_->mod_of_file.find(impl_->dispatch.failed_file());
  if (found == impl_->mod_of_file.end() || found->second.empty()) return;
  const std::string mod = found->second;
  const bool over_cap = impl_->lua.abort() == Abort::Memory;
  // A replay's failures were counted when they happened.
  const int failures =
      impl_->replaying || undone == Undone::No ? 0 : ++impl_->failures[mod];
  if (!over_cap && failures < kFailuresBeforeStop) return;
  const std::set<std::string> files = files_of_mod(*impl_, mod);
  impl_->dispatch.drop(files);
  impl_->stopped_files.insert(files.begin(), files.end());
  lua_gc(impl_->lua.get(), LUA_GCCOLLECT);
  if (error)
    error->message +=
        " (mod '" + mod + "' " +
        (over_cap ? std::string()
                  : "failed " + std::to_string(failures) + " times and ") +
        "is stopped for the rest of this session: its hooks "
        "and verbs no longer run)";
}

bool LuaRules::reported(bool ok, game::RuleError* error, Undone undone) const {
  if (ok) return ok;
  stop_failing_mod(undone, error);
  if (!error) return ok;
  // Every route (the players' log, stderr, mods.log) gets printable text.
  error->file = base::printable(error->file);
  error->message = base::printable(error->message);
  error->traceback = base::printable_lines(error->traceback);
  if (impl_->replaying) return ok;  // reported when it happened
  impl_->log.add("rule error: " + error->describe() +
                 (error->traceback.empty() ? "" : "\n" + error->traceback));
  if (impl_->sink) impl_->sink(*error);
  return ok;
}

std::vector<std::string> LuaRules::stopped_mods() const {
  std::set<std::string> mods;
  for (const std::string& file : impl_->stopped_files)
    if (const auto found = impl_->mod_of_file.find(file);
        found != impl_->mod_of_file.end())
      mods.insert(found->second);
  return {mods.begin(), mods.end()};
}

void LuaRules::stop_mods(const std::vector<std::string>& mods) {
  for (const std::string& mod : mods) {
    const std::set<std::string> files = files_of_mod(*impl_, mod);
    // A mod no longer loaded, or the built-in rules, is never stopped.
    if (mod.empty() || files.empty()) continue;
    std::set<std::string> running;
    for (const std::string& file : files)
      if (!impl_->stopped_files.count(file)) running.insert(file);
    impl_->dispatch.drop(running);
    impl_->stopped_files.insert(running.begin(), running.end());
  }
}

void LuaRules::set_replaying(bool replaying) {
  if (replaying == impl_->replaying) return;
  impl_->replaying = replaying;
  if (replaying) {
    impl_->storage_dir_after_replay = impl_->storage.dir();
    impl_->storage.set_dir("");
  } else {
    impl_->storage.set_dir(impl_->storage_dir_after_replay);
  }
}

}  // namespace wumpus::script
