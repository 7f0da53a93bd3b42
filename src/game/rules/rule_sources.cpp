#include "game/rules/rule_sources.hpp"

#include <algorithm>
#include <charconv>
#include <map>
#include <set>

namespace wumpus::game {
namespace {

std::map<std::string, const RuleSource*> by_file(
    const std::vector<RuleSource>& sources) {
  std::map<std::string, const RuleSource*> files;
  for (const RuleSource& source : sources) files[source.file] = &source;
  return files;
}

std::string join(const std::vector<std::string>& parts) {
  std::string text;
  for (const std::string& part : parts)
    text += (text.empty() ? "" : "; ") + part;
  return text;
}

}  // namespace

std::string describe_changes(const std::vector<RuleSource>& before,
                             const std::vector<RuleSource>& after) {
  const auto old_files = by_file(before), new_files = by_file(after);
  std::vector<std::string> changed, added, removed;
  for (const auto& [file, source] : new_files) {
    const auto old = old_files.find(file);
    if (old == old_files.end())
      added.push_back(file);
    else if (old->second->hash != source->hash)
      changed.push_back(file);
  }
  for (const auto& [file, source] : old_files)
    if (!new_files.count(file)) removed.push_back(file);
  std::vector<std::string> parts;
  const auto list = [&](const char* what,
                        const std::vector<std::string>& files) {
    std::string text;
    for (const std::string& file : files)
      text += (text.empty() ? "" : ", ") + file;
    if (!files.empty()) parts.push_back(std::string(what) + " " + text);
  };
  list("changed", changed);
  list("added", added);
  list("removed", removed);
  return join(parts);
}

int compare_versions(const std::string& a, const std::string& b) {
  std::size_t i = 0, j = 0;
  const auto part = [](const std::string& text, std::size_t* at) {
    unsigned long value = 0;
    if (*at < text.size())
      *at = static_cast<std::size_t>(
          std::from_chars(text.data() + *at, text.data() + text.size(), value)
              .ptr -
          text.data());
    ++*at;
    return value;
  };
  while (i < a.size() || j < b.size()) {
    const unsigned long x = part(a, &i), y = part(b, &j);
    if (x != y) return x < y ? -1 : 1;
  }
  return 0;
}

std::vector<std::string> added_mods(const std::vector<RuleSource>& saved,
                                    const std::vector<RuleSource>& now) {
  std::set<std::string> had, added;
  for (const RuleSource& source : saved) had.insert(source.mod);
  for (const RuleSource& source : now)
    if (!source.mod.empty() && !had.count(source.mod)) added.insert(source.mod);
  return {added.begin(), added.end()};
}

bool sources_compatible(const std::vector<RuleSource>& saved,
                        const std::vector<RuleSource>& now, std::string* why) {
  const auto old_files = by_file(saved), new_files = by_file(now);
  std::set<std::string> files;
  for (const auto& [file, source] : old_files) files.insert(file);
  for (const auto& [file, source] : new_files) files.insert(file);
  std::vector<std::string> problems;
  for (const std::string& file : files) {
    const auto old = old_files.find(file), fresh = new_files.find(file);
    const RuleSource* was = old == old_files.end() ? nullptr : old->second;
    const RuleSource* is = fresh == new_files.end() ? nullptr : fresh->second;
    if (was && is && was->hash == is->hash) continue;
    // A changed, added or removed file of a mod that says its saves of
    // the saved version still load.
    const RuleSource& any = is ? *is : *was;
    // A mod the save never had is one added at load (--mods, --mod).
    if (!was && !any.mod.empty() &&
        std::none_of(saved.begin(), saved.end(),
                     [&](const RuleSource& s) { return s.mod == any.mod; }))
      continue;
    const std::string saved_version = [&] {
      for (const RuleSource& s : saved)
        if (s.mod == any.mod) return s.version;
      return std::string();
    }();
    const RuleSource* current = is;
    if (!current)
      for (const RuleSource& s : now)
        if (s.mod == any.mod) current = &s;
    if (!any.mod.empty() && current && !current->save_compatible.empty() &&
        !saved_version.empty() &&
        compare_versions(current->save_compatible, saved_version) <= 0 &&
        compare_versions(saved_version, current->version) <= 0)
      continue;
    problems.push_back(!was  ? file + " is new"
                       : !is ? file + " is gone"
                             : file + " changed");
  }
  if (problems.empty()) return true;
  *why = join(problems);
  return false;
}

}  // namespace wumpus::game
