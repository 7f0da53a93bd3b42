// LuaRules: what happens when a hook fails: the failure goes to the mods
// log and the error sink, and a mod that hit the memory cap is stopped.
#include "script/lua_rules_impl.hpp"

#include "base/printable.hpp"
#include "base/printable_lines.hpp"

#include <set>

namespace wumpus::script {

void LuaRules::stop_mod_over_cap(game::RuleError* error) const {
  const auto found = impl_->mod_of_file.find(impl_->dispatch.failed_file());
  if (found == impl_->mod_of_file.end() || found->second.empty()) return;
  const std::string mod = found->second;
  std::set<std::string> files;
  for (const auto& [file, owner] : impl_->mod_of_file)
    if (owner == mod) files.insert(file);
  impl_->dispatch.drop(files);
  impl_->stopped_files.insert(files.begin(), files.end());
  lua_gc(impl_->lua.get(), LUA_GCCOLLECT);
  if (error)
    error->message += " (mod '" + mod +
                      "' is stopped for the rest of this session: its hooks "
                      "and verbs no longer run)";
}

bool LuaRules::reported(bool ok, game::RuleError* error) const {
  if (ok) return ok;
  if (impl_->lua.abort() == Abort::Memory) stop_mod_over_cap(error);
  if (!error) return ok;
  // Every route (the players' log, stderr, mods.log) gets printable text.
  error->file = base::printable(error->file);
  error->message = base::printable(error->message);
  error->traceback = base::printable_lines(error->traceback);
  impl_->log.add("rule error: " + error->describe() +
                 (error->traceback.empty() ? "" : "\n" + error->traceback));
  if (impl_->sink) impl_->sink(*error);
  return ok;
}

}  // namespace wumpus::script
