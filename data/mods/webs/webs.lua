-- Example mod: a hazard of a mod's own. Webs hang in rooms off the way
-- out (layout = "hazard": the engine keeps them off the path to the
-- exit, out of the rooms next to the entrance and off every safe route,
-- as it does pits). Next door you feel silk, a percept of this mod's own
-- with its own looks (percept = {...}); the status line counts webs. Walk into a web and it holds you: before_move
-- refuses your moves, with a message, until you tear free (each refused
-- move costs the turn, and you learn nothing of the room you tried).
-- It raises on_webbed for whoever hooks it, and exports is_held and
-- hold_turns for the mods that depend on it (arachnid).

local HOLD_TURNS = 2

local function held_turns(player)
  return game.player_property(player, "webs:held") or 0
end

game.export("hold_turns", HOLD_TURNS)
game.export("is_held", function(player) return held_turns(player) > 0 end)

game.register("webs:web", {
  name = "web",
  glyph = "#",
  colour = "white",
  layout = "hazard",
  -- Its percept's own looks on the map, and counted on the status line
  -- ("cave: 2 webs"): the agent and explore keep clear of silk's rooms.
  percept = { name = "silk", glyph = "=", colour = "white" },
  counted = true,
  setup_order = 15,  -- after pits and bats, before the things
  near = "webs:web",

  setup = function()
    local rooms = game.shuffle(game.empty_rooms({ off_path = true }))
    for i = 1, math.min(2, #rooms // 10) do
      -- Hidden: a web is felt as silk next door, seen only when met.
      game.set_property(game.place("webs:web", rooms[i]), "hidden", true)
    end
  end,

  percepts = function(player, room)
    if game.next_to(room, "webs:web") then
      return "silk", "Threads of silk brush your face."
    end
  end,

  on_enter = function(player, room)
    if not game.has(room, "webs:web") then return end
    game.set_player_property(player, "webs:held", HOLD_TURNS)
    game.message(player, "info", "You blunder into a web and stick fast!")
    game.emit("on_webbed", player, room)
  end,

  before_move = function(player, from, to)
    local held = held_turns(player)
    if held == 0 then return end
    game.set_player_property(player, "webs:held", held > 1 and held - 1 or nil)
    if held > 1 then return "The web holds you fast." end
    return "You tear free of the web, but lose your footing."
  end,
})
