#include "server/host/moderation.hpp"

#include "base/atomic_file.hpp"
#include "game_api/json_parse.hpp"
#include "server/sessions/player_name.hpp"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace wumpus::server {
namespace {

using std::chrono::duration_cast;
using std::chrono::minutes;
using std::chrono::seconds;

constexpr std::uintmax_t kMaxModerationFile = 1 << 20;

long long epoch_seconds(Moderation::WallTime time) {
  return duration_cast<seconds>(time.time_since_epoch()).count();
}

// "for 3 more minute(s)", rounded up, or `forever`.
std::string time_left(const std::optional<Moderation::WallTime>& until,
                      Moderation::WallTime now, const char* forever) {
  if (!until) return forever;
  const auto left = duration_cast<seconds>(*until - now).count();
  return fmt::format("for {} more minute(s)", (left + 59) / 60);
}

}  // namespace

bool Moderation::load(const std::string& path, std::string* error) {
  path_ = path;
  std::error_code code;
  if (!std::filesystem::exists(path, code)) return true;
  const auto size = std::filesystem::file_size(path, code);
  if (code || size > kMaxModerationFile) {
    *error = path + ": not a moderation file of at most 1 MiB";
    return false;
  }
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  std::string problem;
  const auto json = game_api::parse_json(text.str(), &problem);
  const auto bad = [&](const std::string& why) {
    *error = path + ": " + why;
    return false;
  };
  if (!json) return bad(problem);
  if (!json->is_object() ||
      !json->value("muted", nlohmann::json::array()).is_array() ||
      !json->value("banned", nlohmann::json::array()).is_array())
    return bad("expected {\"muted\": [...], \"banned\": [...]}");
  for (const auto& entry : json->value("muted", nlohmann::json::array())) {
    if (!entry.is_object() || !entry.contains("name") ||
        !entry["name"].is_string() ||
        !game_api::valid_player_name(entry["name"].get<std::string>()) ||
        (entry.contains("until") && !entry["until"].is_number_integer()))
      return bad("a muted entry is not {\"name\", \"until\"}");
    Mute mute{entry["name"].get<std::string>(), std::nullopt};
    if (entry.contains("until"))
      mute.until = WallTime(seconds(entry["until"].get<long long>()));
    muted_[folded_name(mute.name)] = mute;
  }
  for (const auto& entry : json->value("banned", nlohmann::json::array())) {
    if (!entry.is_string() ||
        !game_api::valid_player_name(entry.get<std::string>()))
      return bad("a banned entry is not a player's name");
    banned_[folded_name(entry.get<std::string>())] = entry.get<std::string>();
  }
  return true;
}

bool Moderation::save(std::string* error) const {
  nlohmann::json muted = nlohmann::json::array(),
                 banned = nlohmann::json::array();
  for (const auto& [key, mute] : muted_) {
    nlohmann::json entry = {{"name", mute.name}};
    if (mute.until) entry["until"] = epoch_seconds(*mute.until);
    muted.push_back(entry);
  }
  for (const auto& [key, name] : banned_) banned.push_back(name);
  const nlohmann::json document = {{"muted", muted}, {"banned", banned}};
  return base::write_atomically(path_, document.dump(1) + "\n", error);
}

void Moderation::forget_expired(WallTime now) {
  std::erase_if(muted_, [now](const auto& entry) {
    return entry.second.until && *entry.second.until <= now;
  });
}

bool Moderation::mute(const std::string& name, std::optional<minutes> minutes,
                      WallTime now, std::string* error) {
  forget_expired(now);
  Mute& mute = muted_[folded_name(name)];
  mute.name = name;
  mute.until.reset();
  if (minutes) mute.until = now + *minutes;
  return save(error);
}

bool Moderation::unmute(const std::string& name, WallTime now,
                        std::string* error) {
  forget_expired(now);
  if (muted_.erase(folded_name(name)) == 0) {
    *error = name + " is not muted";
    return false;
  }
  return save(error);
}

bool Moderation::ban(const std::string& name, std::string* error) {
  banned_[folded_name(name)] = name;
  return save(error);
}

bool Moderation::unban(const std::string& name, std::string* error) {
  if (banned_.erase(folded_name(name)) == 0) {
    *error = name + " is not banned";
    return false;
  }
  return save(error);
}

std::string Moderation::muted(const std::string& name, WallTime now) const {
  const auto found = muted_.find(folded_name(name));
  if (found == muted_.end() ||
      (found->second.until && *found->second.until <= now))
    return "";
  return "the host muted you " +
         time_left(found->second.until, now, "until they unmute you");
}

bool Moderation::banned(const std::string& name) const {
  return banned_.count(folded_name(name)) > 0;
}

std::string Moderation::list(WallTime now) const {
  std::string text;
  for (const auto& [key, mute] : muted_)
    if (!mute.until || *mute.until > now)
      text += fmt::format("muted {} {}\n", mute.name,
                          time_left(mute.until, now, "until unmuted"));
  for (const auto& [key, name] : banned_)
    text += fmt::format("banned {}\n", name);
  return text.empty() ? "nobody is muted or banned\n" : text;
}

}  // namespace wumpus::server
