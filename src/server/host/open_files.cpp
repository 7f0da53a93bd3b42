#include "server/host/open_files.hpp"

#include <sys/resource.h>

#include <algorithm>

namespace wumpus::server {

std::string ensure_open_files(std::size_t sessions) {
  const rlim_t needed = sessions + kOpenFilesReserve;
  rlimit limit{};
  if (::getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur >= needed)
    return "";
  const rlim_t before = limit.rlim_cur;
  limit.rlim_cur = std::min(needed, limit.rlim_max);
  if (limit.rlim_cur > before && ::setrlimit(RLIMIT_NOFILE, &limit) != 0)
    limit.rlim_cur = before;
  const std::string raised = limit.rlim_cur > before
                                 ? "raised the open files limit from " +
                                       std::to_string(before) + " to " +
                                       std::to_string(limit.rlim_cur)
                                 : "";
  if (limit.rlim_cur >= needed) return raised;
  const rlim_t room = limit.rlim_cur > kOpenFilesReserve
                          ? limit.rlim_cur - kOpenFilesReserve
                          : 0;
  return (raised.empty() ? "" : raised + "; ") + "at most " +
         std::to_string(limit.rlim_cur) + " open files (ulimit -n) for " +
         std::to_string(sessions) + " players: beyond about " +
         std::to_string(room) +
         " connections new players wait until others leave (raise the hard "
         "limit, e.g. LimitNOFILE in the unit)";
}

}  // namespace wumpus::server
