"use client";

import { useEffect, useState } from "react";
import type { ContentBoard } from "@/lib/content/types";
import { BoardCard } from "./board-card";
import { BoardColumn, BoardFrame } from "./board-column";

type BoardProps = {
  projectId: string;
  board: ContentBoard;
  onOpen: (id: string) => void;
};

type DndModule = typeof import("./board-dnd");

/** The board's columns and cards as plain markup: the first HTML, and the board until dnd-kit loads. */
function StaticBoard({ board, onOpen }: BoardProps) {
  return (
    <BoardFrame>
      {board.columns.map((column) => (
        <BoardColumn
          key={column.status}
          status={column.status}
          total={column.total}
          shown={column.items.length}
        >
          {column.items.map((item) => (
            <BoardCard key={item.id} item={item} onOpen={onOpen} />
          ))}
        </BoardColumn>
      ))}
    </BoardFrame>
  );
}

/**
 * The board. Its cards come with the page; dnd-kit (drag and drop, its keyboard sensor and
 * announcements) loads right after, so the first load does not carry it.
 */
export function Board(props: BoardProps) {
  const [dnd, setDnd] = useState<DndModule | null>(null);
  useEffect(() => {
    let live = true;
    void import("./board-dnd").then((module) => {
      if (live) setDnd(module);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!dnd) return <StaticBoard {...props} />;
  return <dnd.DndBoard {...props} />;
}
