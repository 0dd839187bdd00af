// Package dijkstra computes Dijkstra maps on grids: the technique behind
// roguelike monsters that hunt, flee, hoard gold, keep their range and dig,
// all by walking downhill on a field of numbers. It imports nothing but the
// standard library: hand it your map as a grid of costs and read the
// fields back.
//
// # A field and what its values mean
//
// A [Field] holds one int32 per cell. After [Field.Scan] from a set of
// goals, each cell holds
//
//	min over goals g of  g.Start + the costs of the cells entered on the way from g
//
// where a way is a sequence of steps the [Rules] allow, and the goal's own
// cell costs nothing. A cell no goal reaches holds [Unreached]
// (math.MaxInt32), larger than every value, so it is never downhill. A
// creature that steps each turn to its lowest neighbour ([Field.Downhill])
// follows a cheapest way to the nearest goal, and one field, scanned once
// when the goals or the map change, serves every creature that wants those
// goals.
//
// # Which cell's cost counts
//
// [Costs] give the price of entering each cell: 1 for floor, more for a
// door or rock, 0 for never. The cost of a step is the cost of the cell it
// enters, whatever the direction: a diagonal step costs what an orthogonal
// one does, stepping out of a door is free and stepping into it costs the
// door. Because costs belong to cells, not to steps, the first time a scan
// reaches a cell in value order is final, which is what lets the scans
// below settle each cell once with no heap. Costs are uint8 (a cell costs
// at most 255); the map's edge behaves as a wall. Fill a Costs from your
// map a row at a time with [Costs.Fill], or cell by cell with [Costs.Set]
// (a door opening, a wall dug): fields notice the change by its
// [Costs.Version].
//
// # Moves and corners
//
// Rules{} moves 8 ways with corners denied: a diagonal step is allowed only
// when both cells beside it (for a step from x,y by dx,dy: x+dx,y and
// x,y+dy) can be entered, so nothing squeezes between two wall corners.
// [Allow] lets every diagonal pass; [Four] takes none. The corner rule is
// written once, [Corners.Allows], and the whole move rule once,
// [Rules.CanStep] (and [Costs.CanStep] over a Costs): use it for any step
// your own code takes (the player's moves, attacks, a path check), so a
// creature never steps where its field did not flow.
//
// # Goals, strengths and limits
//
// A [Goal] has a Start value: 0 for the player, negative for something
// wanted more (gold at -4 is worth walking four steps farther for than the
// player), positive for something wanted less. Rules.Limit is the highest
// value a scan writes: cells that would get more stay Unreached (a hearing
// radius, a leash), and goals starting above it are ignored. 0 means no
// limit. Values live in ±(math.MaxInt32-512); a start or limit beyond that
// counts as its edge, and [Field.Set] takes any value above it as
// Unreached, so no input can reach the marks the engine keeps at the ends
// of int32 (a cell's wall and door marks between scans).
//
// # Ties
//
// Values have no ties to break: each is a minimum. Readers do: when
// several neighbours are equally low, [Field.Downhill] and [Field.Uphill]
// ask a [Picker] (a *rand.Rand from math/rand/v2 is one: seed it and a game
// replays exactly), or with none take the first in the fixed order N, E, S,
// W, NE, SE, SW, NW, which [Field.Path] always does, so the path a player
// is shown is the path taken.
//
// # Flee, rescans and hand-made fields
//
// [Field.Flee] makes the flee field: the approach field times about -1.2
// ([Field.Scale]), then [Field.Rescan], which relaxes every cell to its
// cheapest neighbour plus its own cost. Downhill on it leads away from the
// player, round loops rather than into the nearest dead end, because the
// rescan lets a far exit's low value flow back past the player. Rescan
// works on any values: build a field by hand with Set and Rescan it.
// Flee gives the values of Scale then Rescan, but when the approach field
// was scanned whole (no limit, costs unchanged since) it floods them as
// one Scan instead, every approach cell a goal starting at its scaled
// value: each cell settled once, rather than every cell's neighbours
// relaxed (by the bit scan on open ground with unit costs, else the class
// path).
//
// # The two scan paths and their speed
//
// Scan picks one of two ways to compute the same values:
//
//   - Cell at a time (corridors, mazes, rooms, every 4-way scan): a
//     breadth-first flood whose queue is the settle order itself for unit
//     costs, a layered Dial for costs up to 3 (doors, digging), Dial's
//     bucket [Queue] above that. The inner loops are generated
//     (gen_hot.go) and branch-free, and walls hold a mark below every
//     value, so skipping them reads no cost. Walkers' 8-way floods
//     find a layer's neighbours from a byte a cell (its class: wall,
//     door, found or not) instead of from the values, and then write
//     each found cell's value once: the bytes they read are a quarter of
//     the values, which is what a big level's scan waits on.
//   - Bit-parallel (8-way scans on open ground: caves, rock to tunnelers):
//     the same Dial over bitsets, a value's cells as 64-bit masks of 4x16
//     blocks, so an entry's moves (corner rule included) are a few dozen
//     shifts and ANDs for up to 64 cells at once.
//
// Scan takes the bit-parallel path for 8-way moves when at least half the
// passable cells have all 8 neighbours passable ([Field.BitScan] says which
// ran). On fields too big for the cache both ask for the lines of values
// they are about to store ahead of time (prefetch_amd64.go), and a class
// path scan that must reach exactly the cells the last one reached (the
// player's field a turn later) does not undo that one first (keep.go).
// Every path is checked against package reference, the plain algorithm
// (a textbook container/heap Dijkstra with these rules), on thousands of
// random maps and by a fuzz target. How fast each is, per
// reachable cell on 1024x1024 levels, against a container/heap Dijkstra,
// a tuned Dial and the floor (one streaming pass that reads every cost and
// writes every value once: the least any scan must do), is what `make
// bench` prints (package benchtable); docs/engine.md keeps its latest table.
//
// # Memory, allocation, concurrency
//
// A Field takes 9.6 bytes a cell at 1024x1024 and under 14 on small maps
// ([Field.Bytes]): its values and settle order (4 bytes a cell each), its
// cells' classes for the class path (a byte), the bucket queue and the bit
// scan's scratch. A Costs takes 1 byte a cell,
// plus what scans derive from it and every field over it shares: a blank
// field (4 bytes a cell) and the cost bitsets (under half a byte). Once a
// field has its size, scanning into it again allocates nothing. A Field is
// not safe for concurrent use; several fields may scan over one Costs at
// once after one scan has built the derived tables for its version.
//
// # Uses
//
// The examples show each use the classic articles describe, each printing
// its field: approach, several goals, goals with strengths, flee,
// auto-explore (unseen cells as goals, doors costing 2), the path to a
// cursor (one field, rolled from the cursor), an archer's range with line
// of sight, a swim budget, and tunnelling at 1 + hardness/85.
package dijkstra
