# Run by ctest (agent.layer_boundary): the agent sees only what a player
# sees. Fails when a file under src/agent/ includes the engine, the Lua
# host or a front end, or when the agent's libraries (given as
# AGENT_LINKS, resolved at configure time) reach the engine.
file(GLOB_RECURSE sources "${AGENT_DIR}/*.cpp" "${AGENT_DIR}/*.hpp")
set(problems "")
foreach(source ${sources})
  file(STRINGS "${source}" includes REGEX "^[ \t]*#[ \t]*include")
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
if(problems)
  string(REPLACE ";" "\n" problems "${problems}")
  message(FATAL_ERROR "the agent reaches hidden state:\n${problems}")
endif()
message(STATUS "src/agent/ reaches only game_api and maze")
