// Which rooms of a location are free from a given instant: holds indexed per room, merged, found by bisection.
import type { Location, RoomHold } from './types';

/** One room's busy time as disjoint intervals sorted by start; both arrays in epoch milliseconds. */
interface BusyIntervals {
  starts: number[];
  ends: number[];
}

export interface RoomOccupancy {
  locationSlug: string;
  /** The location's rooms in the order content lists them; earlier rooms are filled first. */
  roomIds: string[];
  busyByRoom: Map<string, BusyIntervals>;
}

/** Sorts one room's holds and merges the ones that touch or overlap. */
function mergeHolds(holds: { start: number; end: number }[]): BusyIntervals {
  holds.sort((a, b) => a.start - b.start);
  const starts: number[] = [];
  const ends: number[] = [];
  for (const hold of holds) {
    const last = ends.length - 1;
    const lastEnd = ends[last];
    if (lastEnd !== undefined && hold.start <= lastEnd) {
      ends[last] = Math.max(lastEnd, hold.end);
    } else {
      starts.push(hold.start);
      ends.push(hold.end);
    }
  }
  return { starts, ends };
}

/**
 * Indexes the holds on the location's rooms. Holds at other locations, on rooms the location no
 * longer lists, or with an end not after their start take no room and are left out.
 */
export function indexRoomHolds(
  location: Pick<Location, 'slug' | 'rooms'>,
  holds: readonly RoomHold[],
): RoomOccupancy {
  const roomIds = location.rooms.map((room) => room.roomId);
  const byRoom = new Map<string, { start: number; end: number }[]>(roomIds.map((id) => [id, []]));
  for (const hold of holds) {
    if (hold.locationSlug !== location.slug) continue;
    const roomHolds = byRoom.get(hold.roomId);
    const start = hold.start.getTime();
    const end = hold.end.getTime();
    if (roomHolds === undefined || !(end > start)) continue;
    roomHolds.push({ start, end });
  }
  const busyByRoom = new Map<string, BusyIntervals>();
  for (const [roomId, roomHolds] of byRoom) busyByRoom.set(roomId, mergeHolds(roomHolds));
  return { locationSlug: location.slug, roomIds, busyByRoom };
}

/** Index of the first interval ending after `instant` (ends are sorted because intervals are disjoint). */
function firstEndingAfter(ends: number[], instant: number): number {
  let low = 0;
  let high = ends.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((ends[middle] ?? Number.POSITIVE_INFINITY) > instant) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * Until when a room stays free from `instant` on: the start of its next hold, infinity when none
 * follows, or `instant` itself when the room is taken at that moment.
 */
export function roomFreeUntil(occupancy: RoomOccupancy, roomId: string, instant: number): number {
  const busy = occupancy.busyByRoom.get(roomId);
  if (busy === undefined) return instant;
  const index = firstEndingAfter(busy.ends, instant);
  const nextStart = busy.starts[index];
  if (nextStart === undefined) return Number.POSITIVE_INFINITY;
  return nextStart <= instant ? instant : nextStart;
}

/**
 * Distinct rooms for people starting together at `start`, each needing its room for
 * `neededMs[i]` milliseconds; the answer lists the room of each person in the order given, or null.
 * The longest need is served first: a room that fits a longer need fits every shorter one, so
 * serving needs longest-first finds rooms whenever any assignment exists.
 */
export function pickFreeRooms(
  occupancy: RoomOccupancy,
  start: number,
  neededMs: readonly number[],
): string[] | null {
  const freeUntil = occupancy.roomIds.map((roomId) => ({
    roomId,
    until: roomFreeUntil(occupancy, roomId, start),
  }));
  const order = neededMs.map((need, person) => ({ need, person })).sort((a, b) => b.need - a.need);
  const rooms: string[] = new Array(neededMs.length).fill('');
  const taken = new Set<string>();
  for (const { need, person } of order) {
    const room = freeUntil.find(({ roomId, until }) => !taken.has(roomId) && until >= start + need);
    if (room === undefined) return null;
    taken.add(room.roomId);
    rooms[person] = room.roomId;
  }
  return rooms;
}
