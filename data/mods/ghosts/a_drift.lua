-- The ghost's movement, shared with ghost.lua: the files of one folder mod
-- run in one environment, so a global set here at load time is seen
-- there (this file's name sorts it first).

-- One step to a random open neighbour, or none; logged for debugging.
function ghosts_drift(id)
  local from = game.thing(id).room
  local to = game.pick(game.open_neighbours(from))
  if not to then return end
  game.move_thing(id, to)
  game.log("ghost", id, "drifts from", from, "to", to)
end
