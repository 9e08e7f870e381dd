declare module 'virtual:screen-index' {
  const index: { file: string; routes: string[]; id?: string; permission?: import('./data-types').DataTypeName }[];
  export default index;
}
