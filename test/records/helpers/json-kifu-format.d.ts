// The part of json-kifu-format (devDependency, ships no type declarations) the cross-check uses.
declare module 'json-kifu-format' {
  interface JkfPlace {
    x: number;
    y: number;
  }
  interface JkfMoveEntry {
    move?: { from?: JkfPlace; to?: JkfPlace; piece: string; promote?: boolean };
  }
  interface JkfPlayerLike {
    kifu: { moves: JkfMoveEntry[] };
  }
  const jkf: {
    JKFPlayer: {
      parseKIF(text: string): JkfPlayerLike;
      parseKI2(text: string): JkfPlayerLike;
      parseCSA(text: string): JkfPlayerLike;
    };
  };
  export default jkf;
}
