import type { Block, Table } from "../../content/blocks.ts";
import { Bidi } from "../bidi.tsx";

export function DataTable({ table }: { table: Table }) {
  return (
    // A region that scrolls on a narrow screen must be reachable by keyboard, and named (WCAG 2.1.1).
    <div className="overflow-x-auto" role="region" aria-label={table.caption} tabIndex={0}>
      <table className="w-full border-collapse text-start text-sm sm:text-base">
        <caption className="mb-2 text-start text-lg font-semibold text-brand-900">
          <Bidi>{table.caption}</Bidi>
        </caption>
        <thead>
          <tr className="bg-brand-50">
            {table.columns.map((column) => (
              <th key={column} scope="col" className="border-b-2 border-brand-200 px-2 py-2 text-start font-semibold sm:px-3">
                <Bidi>{column}</Bidi>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i} className="border-b border-gray-200">
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row" className="px-2 py-2 text-start font-medium sm:px-3">
                    <Bidi>{cell}</Bidi>
                  </th>
                ) : (
                  <td key={j} className="px-2 py-2 sm:px-3">
                    <Bidi>{cell}</Bidi>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Headed sections of an article body; `level` is the heading level of each section. */
export function ContentBlocks({ blocks, level = 2 }: { blocks: readonly Block[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className="space-y-10">
      {blocks.map((block) => {
        const List = block.ordered ? "ol" : "ul";
        return (
          <section key={block.heading} className="space-y-4">
            <Heading className="text-2xl font-bold text-brand-900">{block.heading}</Heading>
            {block.paragraphs.map((p) => (
              <p key={p} className="text-lg leading-relaxed">
                <Bidi>{p}</Bidi>
              </p>
            ))}
            {block.list && (
              <List className={`space-y-2 ps-6 text-lg ${block.ordered ? "list-decimal" : "list-disc"}`}>
                {block.list.map((item) => (
                  <li key={item}>
                    <Bidi>{item}</Bidi>
                  </li>
                ))}
              </List>
            )}
            {block.table && <DataTable table={block.table} />}
          </section>
        );
      })}
    </div>
  );
}
