// Source ranges as document offsets: start inclusive, end exclusive. Every syntax node carries one.
export interface Span {
  start: number;
  end: number;
}
