# Run by ctest (agent.layer_boundary): the agent sees only what a player
# sees. Fails when a file under src/agent/ includes the engine, the Lua
# host or a front end, or when the agent's libraries (given as
# AGENT_LINKS, resolved at configure time) reach the engine.
# With EXPECT_PROBLEMS=N (the guard's own test, over a fixture of bad
# spellings) it fails unless exactly N lines are caught, so each spelling
# is known to be caught, not only one of them.
file(GLOB_RECURSE sources "${AGENT_DIR}/*.cpp" "${AGENT_DIR}/*.hpp")
set(problems "")
foreach(source ${sources})
  # Every directive, not only #include: a path may come through a macro
  # (#define ENGINE "game/world/world.hpp", then #include ENGINE) or be probed
  # by __has_include.
  file(STRINGS "${source}" includes REGEX "^[ \t]*#")
  foreach(line ${includes})
    # Any path component counts, however the path is spelt: "game/x.hpp",
    # "../game/x.hpp", "agent/../game/x.hpp", <./game/x.hpp>.
    if(line MATCHES "[\"</](game|script|ui|app|net)/")
      list(APPEND problems "${source}: ${line}")
    endif()
  endforeach()
endforeach()
foreach(library ${AGENT_LINKS})
  if(library MATCHES "^(game|script|ui|app|net)$")
    list(APPEND problems "the agent links ${library}")
  endif()
endforeach()
if(DEFINED EXPECT_PROBLEMS)
  list(LENGTH problems caught)
  if(NOT caught EQUAL EXPECT_PROBLEMS)
    message(FATAL_ERROR "the guard caught ${caught} of ${EXPECT_PROBLEMS} "
                        "bad spellings:\n${problems}")
  endif()
  message(STATUS "the guard caught all ${caught} bad spellings")
  return()
endif()
if(problems)
  string(REPLACE ";" "\n" problems "${problems}")
  message(FATAL_ERROR "the agent reaches hidden state:\n${problems}")
endif()
message(STATUS "src/agent/ reaches only game_api and maze")
