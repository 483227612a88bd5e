import { removeSeededData } from './seeded-data';

export default removeSeededData;
