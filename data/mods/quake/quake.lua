-- Example mod: a tunnel that collapses, with timers (game.after). At
-- setup the mod picks a passage off the way out and sets a timer; when
-- it falls due the ground trembles (every player is told) and a second
-- timer brings the tunnel down. game.close_passage refuses a collapse
-- that would cut a player off what they need to win, so the mod asks
-- with pcall and the cave holds when it must. A timer carries only
-- values (the two rooms), and lives in the world: saves keep it, a
-- replay raises it again.

local TREMOR_TURN = 12
local COLLAPSE_AFTER = 3

-- Passages between two rooms off the way out.
local function tunnels()
  local off_path = {}
  for _, room in ipairs(game.empty_rooms({ off_path = true })) do
    off_path[room] = true
  end
  local found = {}
  for room in pairs(off_path) do
    for _, next in ipairs(game.open_neighbours(room)) do
      if room < next and off_path[next] then found[#found + 1] = { room, next } end
    end
  end
  return found
end

game.register("quake:tremor", {
  name = "tremor",

  setup = function()
    local tunnel = game.pick(tunnels())
    if tunnel then game.after(TREMOR_TURN, "on_tremor", tunnel[1], tunnel[2]) end
  end,

  on_tremor = function(room, next)
    game.message_all("info", "The ground trembles beneath your feet.")
    game.after(COLLAPSE_AFTER, "on_collapse", room, next)
  end,

  on_collapse = function(room, next)
    if pcall(game.close_passage, room, next) then
      game.message_all("info", "With a roar, a tunnel caves in somewhere in the cave.")
    else
      game.message_all("info", "The cave groans, but holds.")
    end
  end,
})
