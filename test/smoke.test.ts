import { nameSimilarity, textSimilarity } from '../src/diff/pairing/similarity.js';
test('x', () => {
  for (const [a, b] of [['query','q'],['selector','label_selector'],['ffOnly','fastForwardOnly'],['noFf','noFastForward'],['annotate','annotated'],['branchName','name'],['mode','operation'],['commit1','source'],['ref','target'],['getTinyImage','get-tiny-image'],['browser_go_back','browser_navigate_back'],['add','get-sum'],['browser_wait','browser_wait_for'],['includeStatic','static'],['file','filePath'],['repositoryUrl','url']])
    console.log(a, b, nameSimilarity(a!, b!).toFixed(2));
  console.log(textSimilarity('max results to return', 'page index (0-based)'));
});
