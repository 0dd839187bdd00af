package world

// LowHealth reports whether hp of maxHP hit points is low: a third or
// less. One rule for everything that shows it: the sidebar's bars turn
// red (the player's also says "low"), and the game warns the player once
// as their hit points fall to it.
func LowHealth(hp, maxHP int) bool { return 3*hp <= maxHP }
