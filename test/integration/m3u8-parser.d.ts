// m3u8-parser (video.js's HLS playlist parser) ships no types: the part the tests read.
declare module 'm3u8-parser' {
  export interface MediaGroupEntry {
    default: boolean;
    autoselect: boolean;
    language?: string;
    uri?: string;
  }
  export interface Manifest {
    playlists?: { uri: string; attributes: Record<string, unknown> }[];
    mediaGroups: Record<string, Record<string, Record<string, MediaGroupEntry>>>;
    segments: { uri: string; duration: number }[];
    endList?: boolean;
  }
  export class Parser {
    push(chunk: string): void;
    end(): void;
    manifest: Manifest;
  }
}
