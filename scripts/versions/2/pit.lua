-- Pits: bottomless pits lie in 1-3 rooms (the preset's "pits", fewer in
-- small caves), never on the path from the entrance to the exit.
-- Entering one is a fall and the end, unless the player carries a rope,
-- which is used up climbing out. Rooms joined to a pit by an open
-- passage are breezy.

game.register("pit", {
  setup_order = 10,  -- hazards first (see bat.lua)
  -- on_enter and percepts act only with a pit here or next door: the
  -- engine skips them elsewhere without running them.
  near = "pit",

  setup = function()
    local rooms = game.shuffle(game.empty_rooms({ off_path = true }))
    -- 1 to 3, and fewer than the preset asks for in a small cave.
    local count = math.max(1, math.min(game.parameter("pits", 1), 3, #rooms // 6))
    for i = 1, math.min(count, #rooms) do
      -- Hidden: a pit is felt as a breeze next door, never seen from afar.
      game.set_property(game.place("pit", rooms[i]), "hidden", true)
    end
  end,

  on_enter = function(player, room)
    if not game.has(room, "pit") then return end
    if game.item_count(player, "rope") > 0 then
      game.add_item(player, "rope", -1)
      game.message(player, "info",
        "You fall into a pit, but climb out on your rope. The rope stays behind.")
    else
      game.message(player, "death", "You fall into a bottomless pit!")
      game.kill(player, "fell into a pit")
    end
  end,

  percepts = function(player, room)
    if game.next_to(room, "pit") then
      return "breeze", "You feel a breeze."
    end
  end,
})
