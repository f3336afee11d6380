/** The reactions a student can leave on a question, an exercise or a comment, in their order. */
export const EMOJIS = [
  { nome: 'Curti', simbolo: '👍' },
  { nome: 'Amei', simbolo: '❤️' },
  { nome: 'Acertei', simbolo: '🎯' },
  { nome: 'Pensativo', simbolo: '🤔' },
  { nome: 'Surpreso', simbolo: '😮' },
  { nome: 'Engraçado', simbolo: '😂' },
  { nome: 'Triste', simbolo: '😢' },
];
